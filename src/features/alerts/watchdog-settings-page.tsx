import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WatchdogSettings } from '@/api/workspace/alerts';
import { notices } from '@/lib/notices';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { LeaveGuard } from '@/components/leave-guard';
import { PageHeader } from '@/components/page-header';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { conflictOf, workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { watchdogSettingsQuery } from '@/data/workspace-queries';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { formatTime } from '@/lib/format';
import { formValuesOf, rulesOf, watchdogFormSchema, type WatchdogFormValues } from './watchdog-form';

/** The watchdogs' rules, each with its switch and its limit; saved from the version read. */
export function WatchdogSettingsPage() {
  const t = useT();
  const settings = useQuery(watchdogSettingsQuery);
  // Kept here: the colleague's version replaces the form, and this says why.
  const [conflict, setConflict] = useState<Conflict | undefined>();
  return (
    <Stack gap="lg">
      <PageHeader title={t('watchdogs.title')} description={t('watchdogs.description')} />
      {settings.data !== undefined ? (
        // A new version (saved here, or a colleague's after a conflict) starts the form again.
        <WatchdogForm
          key={settings.data.version}
          settings={settings.data}
          conflict={conflict}
          onConflict={setConflict}
        />
      ) : settings.isError ? (
        <QueryErrorAlert
          title={t('watchdogs.loadFailed')}
          error={settings.error}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('watchdogs.loading')} />
        </Center>
      )}
    </Stack>
  );
}

interface Conflict {
  readonly who: string;
  readonly when: number;
}

function WatchdogForm({
  settings,
  conflict,
  onConflict,
}: {
  settings: WatchdogSettings;
  conflict: Conflict | undefined;
  onConflict: (conflict: Conflict | undefined) => void;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const maySave = useAllowed(workspaceRouteTable.saveWatchdogSettings.role);
  const form = useForm<WatchdogFormValues>({
    defaultValues: formValuesOf(settings.rules),
    resolver: zodResolver(watchdogFormSchema(t)),
  });
  const { register, formState } = form;
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (values: WatchdogFormValues) =>
      workspaceApi.saveWatchdogSettings(rulesOf(values), settings.version),
    onSuccess: (saved) => {
      notices.show({ color: 'green', message: t('watchdogs.saved') });
      onConflict(undefined);
      queryClient.setQueryData(workspaceKeys.watchdogSettings(), saved);
      // Saved rules make the watchdogs look at once (docs/watchdogs.md): what they raise shows now, or at
      // the count's next read if this read comes before their look.
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.alerts() });
    },
    onError: (error) => {
      const found = conflictOf(error);
      if (found !== undefined) {
        onConflict({ who: found.changedBy, when: found.changedAt });
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.watchdogSettings() });
        return;
      }
      notices.show({ color: 'red', title: t('watchdogs.saveFailed'), message: errorMessage(error, t) });
    },
  });
  const number = (
    name: Parameters<typeof register>[0],
    label: string,
    error: string | undefined,
    hint?: string,
  ) => (
    <TextInput
      {...register(name)}
      label={label}
      description={hint}
      error={error}
      inputMode="decimal"
      w={320}
      maw="100%"
    />
  );

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      {/* Saved rules start the form again (its key is their version): nothing is left to ask about. */}
      <LeaveGuard when={formState.isDirty} message={t('watchdogs.leave.message')} />
      {/* For a role that may not save, every field is shown disabled (the fieldset does it at once). */}
      <Fieldset variant="unstyled" disabled={!maySave}>
        <Stack gap="md" maw={640}>
          {!maySave && <RoleNote>{t('watchdogs.role.readOnly')}</RoleNote>}
          {conflict !== undefined && (
            <Alert color="yellow" role="alert">
              {t('watchdogs.conflict', { who: conflict.who, when: formatTime(conflict.when, locale) })}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {settings.updatedBy === null || settings.updatedAt === null
              ? t('watchdogs.defaults')
              : t('watchdogs.lastChange', {
                  who: settings.updatedBy,
                  when: formatTime(settings.updatedAt, locale),
                })}
          </Text>
          <Fieldset legend={t('watchdogs.queued')}>
            <Stack gap="xs">
              <Checkbox {...register('queued.enabled')} label={t('watchdogs.on')} />
              {number('queued.minutes', t('watchdogs.queued.minutes'), errors.queued?.minutes?.message)}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('watchdogs.running')}>
            <Stack gap="xs">
              <Checkbox {...register('running.enabled')} label={t('watchdogs.on')} />
              {number(
                'running.p95Factor',
                t('watchdogs.running.factor'),
                errors.running?.p95Factor?.message,
                t('watchdogs.running.factorHint'),
              )}
              {number(
                'running.limitMinutes',
                t('watchdogs.running.limit'),
                errors.running?.limitMinutes?.message,
                t('watchdogs.running.limitHint'),
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('watchdogs.runtimeDown')}>
            <Stack gap="xs">
              <Checkbox {...register('runtimeDown.enabled')} label={t('watchdogs.on')} />
              {number(
                'runtimeDown.minutes',
                t('watchdogs.runtimeDown.minutes'),
                errors.runtimeDown?.minutes?.message,
              )}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('watchdogs.scheduleFires')}>
            <Checkbox {...register('scheduleFires.enabled')} label={t('watchdogs.on')} />
          </Fieldset>
          <Fieldset legend={t('watchdogs.failures')}>
            <Stack gap="xs">
              <Checkbox {...register('failures.enabled')} label={t('watchdogs.on')} />
              {number('failures.inARow', t('watchdogs.failures.inARow'), errors.failures?.inARow?.message)}
            </Stack>
          </Fieldset>
          <Fieldset legend={t('watchdogs.reportingSends')}>
            <Stack gap="xs">
              <Checkbox {...register('reportingSends.enabled')} label={t('watchdogs.on')} />
              {number(
                'reportingSends.waitingHours',
                t('watchdogs.reportingSends.waitingHours'),
                errors.reportingSends?.waitingHours?.message,
              )}
            </Stack>
          </Fieldset>
          {maySave && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('watchdogs.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
