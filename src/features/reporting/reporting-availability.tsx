import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '@/api/session';

/** Says plainly, before anything is typed, that the server cannot send reporting records. */
export function ReportingAvailability() {
  const session = useQuery(sessionQuery);
  if (session.data?.reporting !== 'not-configured') return null;
  return (
    <Alert color="orange" title="Reporting is not configured on this server" role="alert" mb="lg">
      The server has no reporting API key configured, so records cannot be sent. You can still fill in a form;
      ask whoever runs Robot Console to set the key.
    </Alert>
  );
}
