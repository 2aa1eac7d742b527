import { Alert, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import type { RecordForm } from './record-form-heading';

/**
 * Under a new record's identifying name when the team already sent that name: sending edits the known
 * record (the service is assumed to compare names without case, spec-gaps.ts `upsertKeyRule`), and
 * the operator should know which one, and whose, before sending, not find out from the answer.
 */
export function EditsExistingNote({
  form,
  typed,
  existing,
  sentBy,
  details,
}: {
  form: RecordForm;
  typed: string;
  existing: string;
  /** Who sent the known record last. */
  sentBy: string;
  /** What the known record holds now, e.g. "12.50 per hour". */
  details: string;
}) {
  const t = useT();
  const sameSpelling = typed.trim() === existing;
  return (
    <Alert
      color="yellow"
      title={t(`reporting.${form}.existing.title`, { name: existing })}
      role="status"
      style={{ overflowWrap: 'anywhere' }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {sameSpelling
          ? t(`reporting.${form}.existing.same`, { sentBy, details })
          : t(`reporting.${form}.existing.case`, {
              typed: typed.trim(),
              name: existing,
              sentBy,
              details,
            })}{' '}
        {t(`reporting.${form}.existing.updates`)}
      </Text>
    </Alert>
  );
}
