import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { DeepPartial } from 'react-hook-form';
import { buildRunRequest } from '@/api/run-robot';
import { runFormSchema, toRunInput, type RunFormInput } from './run-form-schema';

/** The exact request "Run" will send, rebuilt as the operator types. */
/** `values` may be partial while the form is being filled in; only a valid form gets a preview. */
export function RequestPreview({ values }: { values: DeepPartial<RunFormInput> }) {
  const parsed = runFormSchema.safeParse(values);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="request-preview-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="request-preview-title">
          Request preview
        </Title>
        {parsed.success ? (
          <Preview values={parsed.data} />
        ) : (
          <Text size="sm" c="dimmed">
            Fill in the Runtime ID and Robot ID to see the request.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Preview({ values }: { values: Parameters<typeof toRunInput>[0] }) {
  const request = buildRunRequest(toRunInput(values));
  return (
    <>
      <Code data-testid="request-line">
        {request.method} {request.path}
      </Code>
      <Text size="xs" c="dimmed">
        Endpoint {request.endpointNumber} of the API
        {request.body === undefined
          ? ': no body, the robot uses its default parameters.'
          : ', with this body:'}
      </Text>
      {request.body !== undefined && (
        <Code block data-testid="request-body">
          {JSON.stringify(request.body, null, 2)}
        </Code>
      )}
    </>
  );
}
