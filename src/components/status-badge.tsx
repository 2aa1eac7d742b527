import { Badge } from '@mantine/core';
import { statusTone, type StatusTone } from '@/api/spec-gaps';
import { useT, type Translate } from '@/i18n/i18n-provider';

/** The colour of each status tone, for badges, progress bars and notifications alike. */
export const toneColor: Record<StatusTone, string> = {
  queued: 'gray',
  running: 'blue',
  success: 'green',
  // Not yellow: no shade of it is 3:1 on white, and a dot must be (theme.ts).
  alert: 'orange',
  error: 'red',
  // Gray rather than dark: an outline in dark is dark 4 in the dark theme, unreadable on its page.
  neutral: 'gray',
};

const longStatusLength = 32;
const longStatusStyles = {
  root: { paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 },
} as const;

/** The words a status is shown as: "Deleted" for a deleted execution, "Unknown" before one is read. */
export function statusWords(status: string | undefined, deleted: boolean, t: Translate): string {
  if (deleted) return t('status.deleted');
  return status ?? t('status.unknown');
}

/** An execution status, coloured when it is one we know, always shown exactly as the service sent it. */
export function StatusBadge({ status, deleted = false }: { status: string | undefined; deleted?: boolean }) {
  const t = useT();
  if (deleted || status === undefined) {
    return (
      <Badge color="gray" variant="outline">
        {statusWords(status, deleted, t)}
      </Badge>
    );
  }
  const tone = statusTone(status);
  // A status is one short word, never cut short in a narrow cell (max-content). One the service
  // invents may be long and without spaces: it then wraps inside the badge instead of widening the page.
  const long = status.length > longStatusLength;
  return (
    // The dot carries the colour and the text stays dark: coloured text on a tint fails WCAG contrast.
    <Badge
      color={toneColor[tone]}
      variant={tone === 'neutral' ? 'outline' : 'dot'}
      data-tone={tone}
      miw={long ? undefined : 'max-content'}
      maw="100%"
      h={long ? 'auto' : undefined}
      styles={long ? longStatusStyles : undefined}
    >
      {status}
    </Badge>
  );
}
