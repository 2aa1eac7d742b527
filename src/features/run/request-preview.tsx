import { Code, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { buildRunRequest } from '@/data/run-robot';
import type { CatalogRobot } from '@/api/workspace/catalog';
import { useT } from '@/i18n/i18n-provider';
import { runFormSchema, toRunInput, type RunFormInput } from './run-form-schema';
import { secretNamesFor } from './secret-variables';

// Ids and values can be long and without spaces: they wrap anywhere instead of widening the page, and
// the body keeps its line breaks (pre-wrap) so the JSON still reads as JSON.
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The exact request "Run" will send, rebuilt as the operator types. Only a valid form gets a preview;
 * otherwise the first thing to fix is said. The values of secret variables are not printed.
 */
export function RequestPreview({
  control,
  robots,
}: {
  control: Control<RunFormInput>;
  /** The team catalog's robots: their templates say which variables are secret. */
  robots: readonly CatalogRobot[] | undefined;
}) {
  const t = useT();
  const schema = useMemo(() => runFormSchema(t, robots), [t, robots]);
  // Watched here, not by the page, so that a keystroke renders the preview and not the whole form.
  const values = useWatch({ control });
  const parsed = schema.safeParse(values);
  // Only the form's own sentences are shown; a shape issue of a half-built value is not the operator's.
  const firstProblem = parsed.error?.issues.find(
    (issue) => issue.code !== 'invalid_type' && issue.code !== 'invalid_value',
  )?.message;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-preview-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="request-preview-title">
          {t('run.preview.title')}
        </Title>
        {parsed.success ? (
          <Preview values={parsed.data} secrets={secretNamesFor(robots, parsed.data.robotId)} />
        ) : (
          <Text size="sm" c="dimmed" style={wrapped} data-testid="request-missing">
            {t('run.preview.missing', { problem: firstProblem ?? t('run.preview.fillIds') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Preview({
  values,
  secrets,
}: {
  values: Parameters<typeof toRunInput>[0];
  secrets: ReadonlySet<string>;
}) {
  const t = useT();
  const request = buildRunRequest(toRunInput(values));
  // A secret's value is not printed: the request sends it as typed (an empty one is not sent at all).
  const variables = request.body?.variables.map((v) =>
    secrets.has(v.name) ? { ...v, value: t('run.preview.secretValue') } : v,
  );
  return (
    <>
      <Code data-testid="request-line" style={wrapped}>
        {request.method} {request.path}
      </Code>
      <Text size="xs" c="dimmed">
        {t(request.body === undefined ? 'run.preview.noBody' : 'run.preview.withBody', {
          number: request.endpointNumber,
        })}
      </Text>
      {variables !== undefined && (
        // A long body scrolls inside the preview rather than pushing the page down forever.
        <ScrollArea.Autosize mah={480} type="auto">
          <Code block data-testid="request-body" style={wrapped}>
            {JSON.stringify({ variables }, null, 2)}
          </Code>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
