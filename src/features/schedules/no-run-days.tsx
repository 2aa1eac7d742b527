import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { useAllowed } from '@/data/use-role';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/api/zod';
import { textLimits } from '@/api/limits';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { noRunDaysQuery } from '@/data/workspace-queries';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { useErrorsInLanguage } from '@/i18n/use-errors-in-language';
import { errorMessage } from '@/i18n/error-message';
import { useAppLocale } from '@/lib/locale';
import { dayWords } from './local-day';

const dayFormSchema = (t: Translate) =>
  z.object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, t('schedules.noRun.dayBlank')),
    note: z
      .string()
      .refine((note) => note.trim() !== '', t('schedules.noRun.noteBlank'))
      .refine(
        (note) => note.trim().length <= textLimits.name,
        t('schedules.noRun.noteTooLong', { max: textLimits.name }),
      ),
  });
type DayForm = z.infer<ReturnType<typeof dayFormSchema>>;

/**
 * The team's own days without runs (a company holiday, a migration weekend): every schedule skips them,
 * as it skips public holidays. Adding or removing one moves every schedule's next fire.
 */
export function NoRunDays() {
  const t = useT();
  const locale = useAppLocale();
  const queryClient = useQueryClient();
  const days = useQuery(noRunDaysQuery);
  const schema = useMemo(() => dayFormSchema(t), [t]);
  const form = useForm<DayForm>({ resolver: zodResolver(schema), defaultValues: { day: '', note: '' } });
  useErrorsInLanguage(form, schema);
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.schedules() });
  const save = useMutation({
    mutationFn: (values: DayForm) => workspaceApi.saveNoRunDay(values.day, values.note.trim()),
    onSuccess: () => form.reset(),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (day: string) => workspaceApi.deleteNoRunDay(day),
    onSettled: refresh,
  });
  const failure = save.error ?? remove.error;
  const mayChange = useAllowed(workspaceRouteTable.saveNoRunDay.role);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="no-run-days-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="no-run-days-title">
          {t('schedules.noRun.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('schedules.noRun.description')}
        </Text>
        {days.isError && days.data === undefined && (
          <QueryErrorAlert
            title={t('schedules.noRun.loadFailed')}
            error={days.error}
            onRetry={() => days.refetch()}
          />
        )}
        {days.data?.length === 0 && <Text size="sm">{t('schedules.noRun.none')}</Text>}
        {days.data !== undefined && days.data.length > 0 && (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {days.data.map((day) => (
              <Group component="li" key={day.day} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <strong>{dayWords(day.day, locale)}</strong> · {day.note}
                </Text>
                {mayChange && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    aria-label={t('schedules.noRun.removeLabel', { day: dayWords(day.day, locale) })}
                    loading={remove.isPending && remove.variables === day.day}
                    onClick={() => remove.mutate(day.day)}
                  >
                    {t('schedules.noRun.remove')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {mayChange && (
          <form
            onSubmit={form.handleSubmit((values) => save.mutate(values))}
            noValidate
            aria-label={t('schedules.noRun.add')}
          >
            <Group align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                type="date"
                label={t('schedules.noRun.day')}
                withAsterisk
                error={form.formState.errors.day?.message}
                {...form.register('day')}
              />
              <TextInput
                label={t('schedules.noRun.note')}
                withAsterisk
                error={form.formState.errors.note?.message}
                style={{ flex: '1 1 220px' }}
                {...form.register('note')}
              />
              <Button type="submit" mt={25} loading={save.isPending}>
                {t('schedules.noRun.add')}
              </Button>
            </Group>
          </form>
        )}
        {failure !== null && (
          <Alert color="red" role="alert" title={t('schedules.noRun.failed')}>
            {errorMessage(failure, t)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
