import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { z } from 'zod';
import { endpoints } from '@/api/endpoints';

export type ReportEndpoint = 'rpaRecord' | 'volumetryRecord' | 'supplier' | 'jobPosition';

/**
 * The body Send would post for `values`, or undefined while the form is not valid. It goes through the
 * form's own schema, the one its submit goes through (the schemas end in the spec's request schema),
 * so what is previewed is what is sent.
 */
export function previewBody<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | undefined {
  const parsed = schema.safeParse(values);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The exact request a reporting form will send, rebuilt as the operator types: the method and path of
 * the spec's endpoint, and the JSON body once every field is valid.
 */
export function ReportPreview({ endpoint, body }: { endpoint: ReportEndpoint; body: unknown }) {
  const titleId = useId();
  const def = endpoints[endpoint];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={titleId}>
          Request preview
        </Title>
        <Code data-testid="request-line">
          {def.method} {def.path}
        </Code>
        {body === undefined ? (
          <Text size="sm" c="dimmed">
            The body appears here once every field is filled in correctly.
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              Endpoint {def.number} of the API, with this body (the reporting API key is added by the server):
            </Text>
            <Code block data-testid="request-body">
              {JSON.stringify(body, null, 2)}
            </Code>
          </>
        )}
      </Stack>
    </Paper>
  );
}
