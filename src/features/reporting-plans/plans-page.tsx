/**
 * `/reporting/plans`: the reporting plans, each sending one idea's figures to the analytics product by
 * itself, once per period (issue 36). Admins create and change them; operators "Send now" a period that
 * is over; viewers read.
 */
import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { AppDialog } from '@/components/app-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { teamCatalogQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { useOperatorZone } from '@/i18n/operator-zone';
import { notices } from '@/lib/notices';
import { pages } from '@/lib/pages';
import { PlanCard } from './plan-card';
import { PlanForm } from './plan-form';
import { newPlanValues } from './plan-form-values';

/** How often the open list reads the plans again (their next sends move on). */
const refreshMs = 60_000;

export function ReportingPlansPage() {
  const t = useT();
  const zone = useOperatorZone();
  const queryClient = useQueryClient();
  const plans = useQuery({
    queryKey: workspaceKeys.reportingPlans(),
    queryFn: ({ signal }) => workspaceApi.reportingPlans(signal),
    refetchInterval: refreshMs,
  });
  const catalog = useQuery(teamCatalogQuery);
  const mayCreate = useAllowed(workspaceRouteTable.createReportingPlan.role);
  const maySend = useAllowed(workspaceRouteTable.sendReportingPeriod.role);
  const [creating, setCreating] = useState(false);
  const robotsOf = (ideaId: number) =>
    (catalog.data?.robots ?? []).filter((robot) => robot.ideaId === ideaId).map((robot) => robot.robotId);
  const actions = (
    <Group gap="xs">
      <Button component={Link} to={pages.reportingSends} variant="default">
        {t('reportingPlans.sends.title')}
      </Button>
      {mayCreate && <Button onClick={() => setCreating(true)}>{t('reportingPlans.list.new')}</Button>}
    </Group>
  );
  return (
    <>
      <PageHeader
        title={t('reportingPlans.list.title')}
        description={t('reportingPlans.list.description')}
        actions={actions}
      />
      <Stack gap="lg">
        {!mayCreate && (
          <RoleNote>{t(maySend ? 'reportingPlans.role.operator' : 'reportingPlans.role.viewer')}</RoleNote>
        )}
        {plans.isPending ? (
          <Center py="xl">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('reportingPlans.list.loading')}</Text>
            </Group>
          </Center>
        ) : plans.data === undefined ? (
          <QueryErrorAlert
            title={t('reportingPlans.list.loadFailed')}
            error={plans.error}
            onRetry={() => plans.refetch()}
          />
        ) : plans.data.length === 0 ? (
          <Paper withBorder p="lg" role="status">
            <Stack align="flex-start">
              <Text>{t('reportingPlans.list.empty')}</Text>
              {mayCreate && (
                <Button variant="light" onClick={() => setCreating(true)}>
                  {t('reportingPlans.list.new')}
                </Button>
              )}
            </Stack>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label={t('reportingPlans.list.title')}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {[...plans.data]
              .sort((a, b) => a.ideaId - b.ideaId || a.createdAt - b.createdAt)
              .map((plan) => (
                <PlanCard key={plan.id} plan={plan} robots={robotsOf(plan.ideaId)} />
              ))}
          </Stack>
        )}
      </Stack>
      <AppDialog
        opened={creating}
        onClose={() => setCreating(false)}
        title={t('reportingPlans.form.newTitle')}
        size="lg"
      >
        <PlanForm
          base={undefined}
          initial={newPlanValues(zone)}
          onCancel={() => setCreating(false)}
          onSaved={(plan) => {
            setCreating(false);
            void queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingPlans() });
            notices.show({ message: t('reportingPlans.form.created', { idea: plan.ideaId }) });
          }}
        />
      </AppDialog>
    </>
  );
}
