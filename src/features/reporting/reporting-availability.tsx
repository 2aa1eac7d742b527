import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@/data/session';
import { useT } from '@/i18n/i18n-provider';

/** Says plainly, before anything is typed, that the server cannot send reporting records. */
export function ReportingAvailability() {
  const t = useT();
  const session = useQuery(sessionQuery);
  if (session.data?.reporting !== 'not-configured') return null;
  return (
    <Alert color="orange" title={t('reporting.unavailable.title')} role="alert" mb="lg">
      {t('reporting.unavailable.text')}
    </Alert>
  );
}
