import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { defaultReportingOutcome, reportingOutcomes, type ReportingOutcome } from '@/api/spec-gaps';
import {
  outcomeOf,
  statusKey,
  type OutcomeMapping,
  type ReportingOutcomes,
} from '@/api/workspace/reporting-outcomes';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { conflictOf, workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { notices } from '@/lib/notices';

function isOutcome(value: string): value is ReportingOutcome {
  return reportingOutcomes.some((outcome) => outcome === value);
}

/** Whether the team counts some status otherwise than by default. */
const differsFromDefaults = (mapping: OutcomeMapping) =>
  Object.entries(mapping).some(([status, outcome]) => outcome !== defaultReportingOutcome(status));

/**
 * Which outcome each status of the period counts as: the team's mapping (`/api/reporting-outcomes`),
 * the same in every browser and for the records the console sends. An admin changes it here, each choice
 * saved at once from the version read; the others see it, disabled, with why.
 */
export function OutcomeMappingFields({
  statuses,
  team,
  onChange,
}: {
  statuses: readonly string[];
  team: ReportingOutcomes;
  /** Called once a change is saved: the figures it moves are no longer the ones copied. */
  onChange: () => void;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const mayChange = useAllowed(workspaceRouteTable.saveReportingOutcomes.role);
  const options = reportingOutcomes.map((value) => ({ value, label: t(`reporting.outcome.${value}`) }));
  const save = useMutation({
    mutationFn: (outcomes: OutcomeMapping) => workspaceApi.saveReportingOutcomes(outcomes, team.version),
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceKeys.reportingOutcomes(), saved);
      onChange();
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict !== undefined) {
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.reportingOutcomes() });
        notices.show({
          color: 'yellow',
          message: t('reporting.fill.mappingConflict', {
            who: conflict.changedBy,
            when: formatTime(conflict.changedAt, locale),
          }),
        });
        return;
      }
      notices.show({
        color: 'red',
        title: t('reporting.fill.mappingFailed'),
        message: errorMessage(error, t),
      });
    },
  });

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('reporting.fill.mapping')}
        </Text>
        {mayChange && differsFromDefaults(team.outcomes) && (
          <Button size="compact-xs" variant="subtle" onClick={() => save.mutate({})} loading={save.isPending}>
            {t('reporting.fill.reset')}
          </Button>
        )}
      </Group>
      {!mayChange && <RoleNote>{t('reporting.fill.mappingAdmins')}</RoleNote>}
      {statuses.map((status) => (
        <NativeSelect
          key={status}
          label={t('reporting.fill.outcomeFor', { status })}
          data={options}
          value={outcomeOf(status, team.outcomes)}
          disabled={!mayChange || save.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isOutcome(value)) save.mutate({ ...team.outcomes, [statusKey(status)]: value });
          }}
        />
      ))}
    </Stack>
  );
}
