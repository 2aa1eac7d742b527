import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '@/i18n/i18n-provider';

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('routeError.unknown');
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} size="h2">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('routeError.text', { detail })}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Center>
  );
}
