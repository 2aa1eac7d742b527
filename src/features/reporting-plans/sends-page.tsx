/**
 * `/reporting/sends`: what the reporting plans sent, or keep for an admin's approval (issue 36). The state
 * shown is in the address (`?state=waiting`), so a link from an alert or a colleague opens the same list.
 */
import { Button, Center, Group, Loader, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { sendStates, type SendState } from '@/api/workspace/reporting-plans';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT } from '@/i18n/i18n-provider';
import { useOperatorZone } from '@/i18n/operator-zone';
import { pages } from '@/lib/pages';
import { SendCard } from './send-card';

/** How often the open list reads the sends again (the plans send by themselves). */
const refreshMs = 30_000;

const isState = (value: string | null): value is SendState => sendStates.some((state) => state === value);

export function ReportingSendsPage() {
  const t = useT();
  const operatorZone = useOperatorZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state = isState(asked) ? asked : undefined;
  const query = state === undefined ? {} : { state };
  const sends = useQuery({
    queryKey: workspaceKeys.reportingSendList(query),
    queryFn: ({ signal }) => workspaceApi.reportingSends(query, signal),
    refetchInterval: refreshMs,
  });
  // Each period is told in its plan's zone (the operator's when the plan is gone).
  const plans = useQuery({
    queryKey: workspaceKeys.reportingPlans(),
    queryFn: ({ signal }) => workspaceApi.reportingPlans(signal),
  });
  const zoneOf = (planId: string | null) =>
    plans.data?.find((plan) => plan.id === planId)?.timeZone ?? operatorZone;
  const mayDecide = useAllowed(workspaceRouteTable.approveReportingSend.role);
  return (
    <>
      <PageHeader
        title={t('reportingPlans.sends.title')}
        description={t('reportingPlans.sends.description')}
        actions={
          <Button component={Link} to={pages.reportingPlans} variant="default">
            {t('reportingPlans.list.title')}
          </Button>
        }
      />
      <Stack gap="lg">
        {!mayDecide && <RoleNote>{t('reportingPlans.role.notAdmin')}</RoleNote>}
        <NativeSelect
          label={t('reportingPlans.sends.state')}
          maw={320}
          value={state ?? ''}
          data={[
            { value: '', label: t('reportingPlans.sends.allStates') },
            ...sendStates.map((value) => ({ value, label: t(`reportingPlans.state.${value}`) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(value === '' ? {} : { state: value }, { replace: true });
          }}
        />
        {sends.isPending ? (
          <Center py="xl">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('reportingPlans.sends.loading')}</Text>
            </Group>
          </Center>
        ) : sends.data === undefined ? (
          <QueryErrorAlert
            title={t('reportingPlans.sends.loadFailed')}
            error={sends.error}
            onRetry={() => sends.refetch()}
          />
        ) : sends.data.length === 0 ? (
          <Paper withBorder p="lg" role="status">
            <Text>
              {t(state === 'waiting' ? 'reportingPlans.sends.noneWaiting' : 'reportingPlans.sends.empty')}
            </Text>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t('reportingPlans.sends.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {sends.data.map((send) => (
              <SendCard key={send.id} send={send} zone={zoneOf(send.planId)} />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}
