import { Paper } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { PreferencesButton } from './preferences-button';
import { PreferencesFields } from './preferences-fields';

/**
 * The preferences on the sign-in page: their button opens them in place, below it (a disclosure), not in
 * a dropdown. A dropdown's positioning, focus trap and transitions are a seventh of the sign-in page's
 * download; the signed-in header, which loads them anyway, keeps its dropdown (preferences-menu.tsx).
 * Escape, inside them, closes them and gives the focus back to their button.
 */
export function usePreferencesInPlace(): { button: ReactElement; panel: ReactElement } {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  return {
    button: (
      <PreferencesButton
        ref={buttonRef}
        id={buttonId}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={closeOnEscape}
      />
    ),
    panel: (
      <Paper
        id={panelId}
        role="group"
        aria-labelledby={buttonId}
        hidden={!open}
        // Paper's own display would draw an empty bordered box where `hidden` alone asks for nothing.
        display={open ? undefined : 'none'}
        withBorder
        p="sm"
        onKeyDown={closeOnEscape}
      >
        {open && <PreferencesFields />}
      </Paper>
    ),
  };
}
