import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useT, Words } from '@/i18n/i18n-provider';
import { pages } from '@/lib/pages';

export function NotFoundPage() {
  const location = useLocation();
  const t = useT();
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">
        <Words id="notFound.text" values={{ path: <code>{location.pathname}</code> }} />
      </Text>
      <Button component={Link} to={pages.run}>
        {t('notFound.goRun')}
      </Button>
    </Stack>
  );
}
