import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@/api/endpoints';
import { RoleNote } from '@/components/role-note';
import { sessionQuery } from '@/data/session';
import { useAllowed } from '@/data/use-role';
import { useT } from '@/i18n/i18n-provider';

/** The reporting records' endpoints, whose rows say who may send them. */
export type ReportEndpoint = 'supplier' | 'jobPosition' | 'rpaRecord' | 'volumetryRecord';

const cannotSendId = 'reporting-role-note';

/**
 * Says plainly, before anything is typed, that the server cannot send reporting records, or that the
 * signed-in role may not send this one.
 */
export function ReportingAvailability({ endpoint }: { endpoint: ReportEndpoint }) {
  const t = useT();
  const session = useQuery(sessionQuery);
  const maySend = useAllowed(endpoints[endpoint].role);
  if (!maySend) {
    return (
      <div style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
        <RoleNote id={cannotSendId}>{t('reporting.role.cannotSend')}</RoleNote>
      </div>
    );
  }
  if (session.data?.reporting !== 'not-configured') return null;
  return (
    <Alert color="orange" title={t('reporting.unavailable.title')} role="alert" mb="lg">
      {t('reporting.unavailable.text')}
    </Alert>
  );
}

/**
 * The end of every reporting form: its Send, busy while a send is under way, and disabled, pointing at
 * the reason, for a role that may not send the record.
 */
export function SendButton({
  endpoint,
  sending,
  children,
}: {
  endpoint: ReportEndpoint;
  sending: boolean;
  children: ReactNode;
}) {
  const maySend = useAllowed(endpoints[endpoint].role);
  return (
    <Group justify="flex-end">
      <Button
        type="submit"
        loading={sending}
        {...(maySend ? {} : { disabled: true, 'aria-describedby': cannotSendId })}
      >
        {children}
      </Button>
    </Group>
  );
}
