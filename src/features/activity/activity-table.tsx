import { Badge, ScrollArea, Table, Text } from '@mantine/core';
import type { ActivityAction, ActivityEntry } from '@/api/workspace/activity';
import { RelativeTimeText, useRelativeClock } from '@/components/relative-time';
import { useT } from '@/i18n/i18n-provider';
import {
  actionLabel,
  describeDetails,
  describeTarget,
  instantFormat,
  type FormLabel,
} from './activity-words';

/** Colours group the actions: sessions, executions, the catalog, reporting, schedules, the watchdogs, roles. */
const actionColor: Readonly<Record<ActivityAction, string>> = {
  'sign-in': 'gray',
  'sign-out': 'gray',
  'sign-out-everywhere': 'gray',
  'sessions-end': 'yellow',
  run: 'blue',
  track: 'blue',
  delete: 'red',
  'catalog-save': 'grape',
  'catalog-delete': 'red',
  'catalog-import': 'grape',
  'report-send': 'teal',
  'report-restatement-dismiss': 'teal',
  'moved-in': 'gray',
  'schedule-create': 'indigo',
  'schedule-change': 'indigo',
  'schedule-pause': 'indigo',
  'schedule-resume': 'indigo',
  'schedule-delete': 'red',
  'no-run-day-save': 'indigo',
  'no-run-day-remove': 'indigo',
  'alert-raised': 'orange',
  'alert-resolved': 'green',
  'alert-acknowledge': 'orange',
  'watchdog-settings-save': 'orange',
  'reporting-outcomes-save': 'orange',
  'time-saved-reference-save': 'orange',
  'reporting-plan-create': 'orange',
  'reporting-plan-change': 'orange',
  'reporting-plan-delete': 'red',
  'role-change': 'yellow',
  'api-token-create': 'yellow',
  'api-token-revoke': 'yellow',
  'api-token-use': 'gray',
};

/** Who did what and when, newest first, as the server gives it. */
export function ActivityTable({
  entries,
  busy,
  formLabel,
}: {
  entries: readonly ActivityEntry[];
  /** Another page or filter is being read; these rows are the previous ones. */
  busy: boolean;
  formLabel: FormLabel;
}) {
  const t = useT();
  const clock = useRelativeClock();
  const formatAt = instantFormat(clock.locale, clock.timeZone);
  return (
    <ScrollArea>
      <Table
        striped
        verticalSpacing="xs"
        aria-label={t('activity.table.label')}
        aria-busy={busy}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('activity.table.when')}</Table.Th>
            <Table.Th>{t('activity.table.operator')}</Table.Th>
            <Table.Th>{t('activity.table.action')}</Table.Th>
            <Table.Th>{t('activity.table.what')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const target = describeTarget(entry, formLabel, t);
            const details = describeDetails(entry, t, formatAt);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <RelativeTimeText at={entry.at} clock={clock} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.actor}</Table.Td>
                <Table.Td>
                  {/* Whole, however long the row's other cells: a badge's own least width is its dot (it
                      hides what overflows), so the table squeezed it to "Marked an alert resolv…". */}
                  <Badge
                    variant="dot"
                    color={actionColor[entry.action]}
                    style={{ textTransform: 'none', minWidth: 'max-content' }}
                  >
                    {actionLabel(entry.action, t)}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {target === '' && details.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <>
                      {target !== '' && <Text size="sm">{target}</Text>}
                      {details.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {details.join(' · ')}
                        </Text>
                      )}
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
