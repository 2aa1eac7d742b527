import { Button, Popover, Radio, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocalStore } from '@/lib/local-store';
import { askForBrowserNotices, browserNoticeSupport, type BrowserNoticeSupport } from './browser-notice';
import { endNoticePreferencesStore, endNoticeScopeLabels, endNoticeScopes } from './end-notice-preferences';

const supportNote: Partial<Record<BrowserNoticeSupport, string>> = {
  unsupported: 'This browser cannot show notifications.',
  denied:
    'The browser blocks notifications from this site: allow them in its site settings, then turn this on.',
};

/** The header's Notifications menu: which ends to hear about, and whether the browser says so too. */
export function EndNoticeMenu() {
  const preferences = useLocalStore(endNoticePreferencesStore);
  const [support, setSupport] = useState(browserNoticeSupport);
  const note = supportNote[support];

  const setBrowser = async (on: boolean) => {
    if (!on) {
      endNoticePreferencesStore.set((current) => ({ ...current, browser: false }));
      return;
    }
    const answer = await askForBrowserNotices();
    setSupport(answer);
    endNoticePreferencesStore.set((current) => ({ ...current, browser: answer === 'granted' }));
  };

  return (
    <Popover position="bottom-end" shadow="md" width={320} trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs">
          Notifications
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Radio.Group
            label="Tell me when these end"
            value={preferences.scope}
            onChange={(value) => {
              const scope = endNoticeScopes.find((known) => known === value);
              if (scope !== undefined) endNoticePreferencesStore.set((current) => ({ ...current, scope }));
            }}
          >
            <Stack gap={6} mt={6}>
              {endNoticeScopes.map((scope) => (
                <Radio key={scope} value={scope} label={endNoticeScopeLabels[scope]} />
              ))}
            </Stack>
          </Radio.Group>
          <Switch
            label="Also as browser notifications"
            description="So an end is heard with this tab in the background."
            checked={preferences.browser && support === 'granted'}
            disabled={support === 'unsupported'}
            onChange={(event) => void setBrowser(event.currentTarget.checked)}
          />
          {note !== undefined && (
            <Text size="xs" c="dimmed" role="status">
              {note}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
