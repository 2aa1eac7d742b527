import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">
        There is no page at <code>{location.pathname}</code>. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/run">
        Go to Run a robot
      </Button>
    </Stack>
  );
}
