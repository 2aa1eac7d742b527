import { Alert, Text } from '@mantine/core';

/**
 * Under a new record's identifying name when that name is already known: sending edits the known
 * record (the service is assumed to compare names without case, spec-gaps.ts `upsertKeyRule`), and
 * the operator should know which one before sending, not find out from the answer.
 */
export function EditsExistingNote({
  noun,
  field,
  typed,
  existing,
  details,
}: {
  /** "supplier", "job position". */
  noun: string;
  /** "name", "title". */
  field: string;
  typed: string;
  existing: string;
  /** What the known record holds now, e.g. "12.50 per hour". */
  details: string;
}) {
  const sameSpelling = typed.trim() === existing;
  return (
    <Alert color="yellow" title={`Sending edits the ${noun} “${existing}”`} role="status">
      <Text size="sm">
        {sameSpelling
          ? `A ${noun} with this ${field} was sent from this browser (${details}).`
          : `“${typed.trim()}” differs from “${existing}” only in case, and ${field}s are compared without case. “${existing}” was sent from this browser (${details}).`}{' '}
        Sending updates it instead of creating a new {noun}; to add a new one, use another {field}.
      </Text>
    </Alert>
  );
}
