import { Radio, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { PlainMessageKey } from '@/i18n/catalog';
import { useT } from '@/i18n/i18n-provider';
import { useLocalStore } from '@/lib/local-store';
import { askForBrowserNotices, browserNoticeSupport, type BrowserNoticeSupport } from './browser-notice';
import { EndNoticeButton } from './end-notice-button';
import { endNoticePreferencesStore, endNoticeScopeKeys, endNoticeScopes } from './end-notice-preferences';
import { HeaderPopover } from '@/components/header-popover';

const supportNote: Partial<Record<BrowserNoticeSupport, PlainMessageKey>> = {
  unsupported: 'notifications.menu.unsupported',
  denied: 'notifications.menu.denied',
};

/** The header's Notifications menu: which ends to hear about, and whether the browser says so too. */
export function EndNoticeMenu() {
  const t = useT();
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
    <HeaderPopover width={320} target={<EndNoticeButton />}>
      <Stack gap="sm">
        <Radio.Group
          label={t('notifications.menu.scope')}
          value={preferences.scope}
          onChange={(value) => {
            const scope = endNoticeScopes.find((known) => known === value);
            if (scope !== undefined) endNoticePreferencesStore.set((current) => ({ ...current, scope }));
          }}
        >
          <Stack gap={6} mt={6}>
            {endNoticeScopes.map((scope) => (
              <Radio key={scope} value={scope} label={t(endNoticeScopeKeys[scope])} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('notifications.menu.browser')}
          description={t('notifications.menu.browserHint')}
          checked={preferences.browser && support === 'granted'}
          disabled={support === 'unsupported'}
          onChange={(event) => void setBrowser(event.currentTarget.checked)}
        />
        {note !== undefined && (
          <Text size="xs" c="dimmed" role="status">
            {t(note)}
          </Text>
        )}
      </Stack>
    </HeaderPopover>
  );
}
