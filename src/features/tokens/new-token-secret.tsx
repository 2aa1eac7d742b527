import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ApiTokenCreated } from '@/api/workspace/api-tokens';
import { useT } from '@/i18n/i18n-provider';

/**
 * The token just made, shown this once: to read, select and copy, never to edit. Its text is selected
 * when it appears, so Ctrl+C is enough. Hiding it forgets it.
 */
export function NewTokenSecret({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  // The page shows each new token in a new box (`key`): this runs once per token.
  useEffect(() => field.current?.select(), []);
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="new-token-title"
      bg="var(--mantine-color-yellow-light)"
      style={{ borderColor: 'var(--mantine-color-yellow-outline)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="new-token-title" style={{ overflowWrap: 'anywhere' }}>
          {t('tokens.secret.title', { name: created.name })}
        </Title>
        <Text size="sm" fw={500}>
          {t('tokens.secret.once')}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            ref={field}
            readOnly
            label={t('tokens.secret.label')}
            value={created.token}
            ff="monospace"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: '1 1 320px' }}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={created.token}>
            {({ copied, copy }) => (
              <Button onClick={copy} color={copied ? 'teal' : undefined}>
                {t(copied ? 'tokens.secret.copied' : 'tokens.secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {t('tokens.secret.done')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
