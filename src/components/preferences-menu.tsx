import { useState } from 'react';
import type * as PopoverModule from './preferences-popover';
import { PreferencesButton } from './preferences-button';

// One request however often it is asked for; a failed one (offline) is asked again at the next click.
let popoverModule: Promise<typeof PopoverModule> | undefined;
function loadPopover(): Promise<typeof PopoverModule> {
  popoverModule ??= import('./preferences-popover').catch((error: unknown) => {
    popoverModule = undefined;
    throw error;
  });
  return popoverModule;
}

/**
 * Language, times and theme (preferences-popover.tsx), in the header and on the sign-in page. The
 * dropdown's code (the popover, its positioning, the radio buttons) is no part of the first visit: it is
 * fetched when the pointer comes over the button or the focus reaches it, and the first click opens it.
 */
export function PreferencesMenu() {
  const [Dropdown, setDropdown] = useState<typeof PopoverModule.PreferencesPopover | null>(null);
  if (Dropdown !== null) return <Dropdown />;
  const prefetch = () => void loadPopover().catch(() => undefined);
  return (
    <PreferencesButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        loadPopover().then(
          (module) => setDropdown(() => module.PreferencesPopover),
          () => undefined,
        );
      }}
    />
  );
}
