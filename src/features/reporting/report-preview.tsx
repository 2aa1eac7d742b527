import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from '@/api/zod';
import { endpoints } from '@/api/endpoints';
import type { ReportEndpoint } from './reporting-availability';
import { useT } from '@/i18n/i18n-provider';

/**
 * The exact request a reporting form will send, rebuilt as the operator types: the method and path of
 * the spec's endpoint, and the JSON body once every field is valid.
 */
export function ReportPreview<T extends FieldValues, O>({
  endpoint,
  control,
  schema,
}: {
  endpoint: ReportEndpoint;
  control: Control<T, unknown, O>;
  /**
   * The form's own schema, the one its Send goes through (each ends in the spec's request schema): the
   * body shown is the body sent, not a description of it. Until the form is valid there is none.
   */
  schema: z.ZodType<O>;
}) {
  // Watched here, so that typing re-renders the preview rather than the whole page.
  const t = useT();
  const values = useWatch({ control });
  const parsed = schema.safeParse(values);
  const body = parsed.success ? parsed.data : undefined;
  const titleId = useId();
  const def = endpoints[endpoint];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('reporting.preview.title')}
        </Title>
        <Code data-testid="request-line">
          {def.method} {def.path}
        </Code>
        {body === undefined ? (
          <Text size="sm" c="dimmed">
            {t('reporting.preview.noBody')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed">
              {t('reporting.preview.withBody', { number: def.number })}
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
