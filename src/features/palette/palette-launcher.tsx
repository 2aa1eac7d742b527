/**
 * The palette's button in the header and its shortcut (Ctrl+K, ⌘K on a Mac), listened for on every
 * signed-in page; the palette itself is fetched the first time it is asked for (its words come with the
 * shell, for this button).
 */
import { Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/i18n-provider';
import type { PaletteDestination } from './command-palette';

const CommandPalette = lazy(() =>
  import('./command-palette').then((module) => ({ default: module.CommandPalette })),
);

export function PaletteLauncher({ destinations }: { destinations: readonly PaletteDestination[] }) {
  const t = useT();
  const os = useOs();
  const [openCount, setOpenCount] = useState(0);
  const open = () => setOpenCount((count) => count + 1);
  // Also in a text field: the shortcut is the palette's everywhere, as in the editors operators know.
  useHotkeys([['mod+K', open]], []);
  const keys = os === 'macos' ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={open}
        aria-keyshortcuts={os === 'macos' ? 'Meta+K' : 'Control+K'}
        rightSection={<Kbd size="xs">{keys}</Kbd>}
        visibleFrom="sm"
      >
        {t('palette.open')}
      </Button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <CommandPalette openCount={openCount} destinations={destinations} />
        </Suspense>
      )}
    </>
  );
}
