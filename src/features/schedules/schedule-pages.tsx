/**
 * The schedules' pages, one chunk for the three routes (routes.tsx): the list, a new schedule, and a
 * schedule. Each loads with the words of the schedules and of their fires.
 */
import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { notices } from '@/lib/notices';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { PageHeader } from '@/components/page-header';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { workspaceKeys } from '@/data/workspace-client';
import { scheduleQuery, schedulesQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { NoRunDays } from './no-run-days';
import { useOperatorZone } from '@/i18n/operator-zone';
import { ScheduleCard } from './schedule-card';
import { ScheduleForm } from './schedule-form';
import { newScheduleValues, type ScheduleFormValues } from './schedule-form-values';
import { draftOf, newScheduleDraft } from './schedule-draft';
import { ScheduleView } from './schedule-view';
import { pages, schedulePath } from '@/lib/pages';

/** How often the open list reads the schedules again (their next and last fires move on). */
const refreshMs = 60_000;

/** `/schedules`: every schedule of the team, and the team's days without runs. */
export function SchedulesPage() {
  const t = useT();
  const locale = useAppLocale();
  const schedules = useQuery({ ...schedulesQuery, refetchInterval: refreshMs });
  const mayCreate = useAllowed(workspaceRouteTable.createSchedule.role);
  const newButton = mayCreate && (
    <Button component={Link} to={pages.newSchedule}>
      {t('schedules.list.new')}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={t('schedules.list.title')}
        description={t('schedules.list.description')}
        actions={newButton}
      />
      <Stack gap="xl">
        {!mayCreate && <RoleNote>{t('schedules.role.readOnly')}</RoleNote>}
        {schedules.isPending ? (
          <Center py="xl">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('schedules.list.loading')}</Text>
            </Group>
          </Center>
        ) : schedules.data === undefined ? (
          <QueryErrorAlert
            title={t('schedules.list.loadFailed')}
            error={schedules.error}
            onRetry={() => schedules.refetch()}
          />
        ) : schedules.data.length === 0 ? (
          <Paper withBorder p="lg" role="status">
            <Stack align="flex-start">
              <Text>{t('schedules.list.empty')}</Text>
              {mayCreate && (
                <Button component={Link} to={pages.newSchedule} variant="light">
                  {t('schedules.list.new')}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <Stack gap="sm">
            {schedules.isError && (
              <QueryErrorAlert
                title={t('schedules.list.refreshFailed')}
                error={schedules.error}
                onRetry={() => schedules.refetch()}
              />
            )}
            <Stack
              component="ul"
              gap="sm"
              aria-label={t('schedules.list.title')}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {[...schedules.data]
                .sort((a, b) => a.name.localeCompare(b.name, locale))
                .map((schedule) => (
                  <ScheduleCard key={schedule.id} schedule={schedule} />
                ))}
            </Stack>
          </Stack>
        )}
        <NoRunDays />
      </Stack>
    </>
  );
}

/**
 * `/schedules/new`: the form, empty but for the server's defaults and the operator's zone, or as last
 * typed (schedule-draft.ts).
 */
export function NewSchedulePage() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zone = useOperatorZone();
  // What was typed before a reload or a visit elsewhere, else an empty form.
  const [initial] = useState(() => newScheduleDraft.get() ?? newScheduleValues(zone));
  // Once created, what the form shows is the schedule (the form resets to it), not a draft.
  const created = useRef(false);
  const keepDraft = useCallback((values: ScheduleFormValues) => {
    if (!created.current) newScheduleDraft.set(draftOf(values));
  }, []);
  const mayCreate = useAllowed(workspaceRouteTable.createSchedule.role);
  return (
    <>
      <PageHeader title={t('schedules.new.title')} description={t('schedules.new.description')} />
      {mayCreate ? (
        <ScheduleForm
          base={undefined}
          initial={initial}
          onTyped={keepDraft}
          onSaved={(schedule) => {
            created.current = true;
            newScheduleDraft.set(null);
            void queryClient.invalidateQueries({ queryKey: workspaceKeys.scheduleList() });
            notices.show({ message: t('schedules.form.created', { name: schedule.name }) });
            void navigate(schedulePath(schedule.id));
          }}
        />
      ) : (
        <RoleNote>{t('schedules.role.readOnly')}</RoleNote>
      )}
    </>
  );
}

/** `/schedules/:id`: a schedule's settings, what it does next, and what it did. */
export function SchedulePage() {
  const t = useT();
  const { id = '' } = useParams();
  const detail = useQuery(scheduleQuery(id));
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('schedules.page.loading')}</Text>
        </Group>
      </Center>
    );
  }
  if (detail.data === undefined) {
    const gone = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Stack align="flex-start">
        {gone ? (
          <Alert color="orange" role="alert" title={t('schedules.page.gone')}>
            <Anchor component={Link} to={pages.schedules} underline="always">
              {t('schedules.page.backToList')}
            </Anchor>
          </Alert>
        ) : (
          <QueryErrorAlert
            title={t('schedules.page.loadFailed')}
            error={detail.error}
            onRetry={() => detail.refetch()}
          />
        )}
      </Stack>
    );
  }
  return <ScheduleView key={id} schedule={detail.data} />;
}
