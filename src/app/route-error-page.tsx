import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} size="h2">
          This page could not be shown
        </Title>
        <Text c="dimmed" ta="center">
          {detail}. Reloading usually helps; if it keeps happening, tell the team that runs Robot Console.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
