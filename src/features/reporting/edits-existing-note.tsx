import { Alert, Text } from '@mantine/core';

/**
 * Under a new record's identifying name when the team already sent that name: sending edits the known
 * record (the service is assumed to compare names without case, spec-gaps.ts `upsertKeyRule`), and
 * the operator should know which one, and whose, before sending, not find out from the answer.
 */
export function EditsExistingNote({
  noun,
  field,
  typed,
  existing,
  sentBy,
  details,
}: {
  /** "supplier", "job position". */
  noun: string;
  /** "name", "title". */
  field: string;
  typed: string;
  existing: string;
  /** Who sent the known record last. */
  sentBy: string;
  /** What the known record holds now, e.g. "12.50 per hour". */
  details: string;
}) {
  const sameSpelling = typed.trim() === existing;
  return (
    <Alert color="yellow" title={`Sending edits the ${noun} “${existing}”`} role="status">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {sameSpelling
          ? `A ${noun} with this ${field} was last sent by ${sentBy} (${details}).`
          : `“${typed.trim()}” differs from “${existing}” only in case, and ${field}s are compared without case. “${existing}” was last sent by ${sentBy} (${details}).`}{' '}
        Sending updates it instead of creating a new {noun}; to add a new one, use another {field}.
      </Text>
    </Alert>
  );
}
