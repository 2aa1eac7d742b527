import { HeaderPopover } from './header-popover';
import { PreferencesButton } from './preferences-button';
import { PreferencesFields } from './preferences-fields';

/** The preferences in the signed-in header: a dropdown under their button. */
export function PreferencesMenu() {
  return (
    <HeaderPopover width={260} target={<PreferencesButton />}>
      <PreferencesFields />
    </HeaderPopover>
  );
}
