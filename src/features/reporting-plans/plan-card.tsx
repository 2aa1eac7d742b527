import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReportingPlan } from '@/api/workspace/reporting-plans';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { PlanActions } from './plan-actions';
import { planWhen, recordsWords } from './plan-words';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * One plan in the list: its idea and the catalog robots that make it, what it sends and when, how, its
 * next send, and its actions.
 */
export function PlanCard({ plan, robots }: { plan: ReportingPlan; robots: readonly string[] }) {
  const t = useT();
  const locale = useAppLocale();
  const title = t('reportingPlans.card.title', { idea: String(plan.ideaId) });
  const next = plan.nextSends[0];
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <Title order={2} size="h4">
              {title}
            </Title>
            {plan.paused && (
              <Badge color="yellow" variant="light">
                {t('reportingPlans.card.paused')}
              </Badge>
            )}
            <Badge color={plan.approval ? 'blue' : 'gray'} variant="light">
              {t(plan.approval ? 'reportingPlans.card.approval' : 'reportingPlans.card.byItself')}
            </Badge>
          </Group>
          <PlanActions plan={plan} title={title} />
        </Group>
        <Text size="sm" style={wrapAnywhere}>
          {robots.length === 0
            ? t('reportingPlans.card.noRobots')
            : t('reportingPlans.card.robots', { robots: new Intl.ListFormat(locale).format(robots) })}
        </Text>
        <Text size="sm">
          {t('reportingPlans.card.sends', {
            records: recordsWords(plan.records, locale, t),
            when: planWhen(plan, t),
          })}
        </Text>
        {(plan.excludeManual || plan.excludedRobots.length > 0 || plan.sendZeros) && (
          <Text size="sm" c="dimmed" style={wrapAnywhere}>
            {[
              plan.excludeManual ? t('reportingPlans.card.excludeManual') : undefined,
              plan.excludedRobots.length > 0
                ? t('reportingPlans.card.excludedRobots', {
                    robots: new Intl.ListFormat(locale).format(plan.excludedRobots),
                  })
                : undefined,
              plan.sendZeros ? t('reportingPlans.card.sendZeros') : undefined,
            ]
              .filter((part) => part !== undefined)
              .join(' · ')}
          </Text>
        )}
        <Text size="sm">
          {plan.paused
            ? t('reportingPlans.card.nextPaused', { note: plan.pauseNote ?? t('reportingPlans.card.noNote') })
            : next === undefined
              ? t('reportingPlans.card.noNext')
              : t('reportingPlans.card.next', { when: formatTime(next, locale) })}
        </Text>
      </Stack>
    </Paper>
  );
}
