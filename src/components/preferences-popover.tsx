import { Popover, Radio, Stack, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { timeZoneChoiceStore, type TimeZoneChoice } from '@/lib/format';
import { appLocales, browserLocale, languageChoiceStore, type LanguageChoice } from '@/lib/locale';
import { useLocalStore } from '@/lib/local-store';
import { PreferencesButton } from './preferences-button';

const languageChoices: readonly LanguageChoice[] = ['auto', ...appLocales];
const themeChoices: readonly MantineColorScheme[] = ['auto', 'light', 'dark'];
const timeZoneChoices: readonly TimeZoneChoice[] = ['local', 'utc'];

/**
 * Language, times and theme, in the header and on the sign-in page, remembered in this browser. The
 * language is the browser's (the default) or one of the app's, each named in itself, so an operator who
 * cannot read the current one still finds theirs; times are told in this computer's zone (the default)
 * or in UTC; the theme follows the system (the default) or is light or dark. Fetched when the operator
 * first opens it (preferences-menu.tsx), so it opens at once.
 */
export function PreferencesPopover() {
  const t = useT();
  const languageChoice = useLocalStore(languageChoiceStore);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const timeZone = useLocalStore(timeZoneChoiceStore);
  const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const languageLabel = (option: LanguageChoice) =>
    option === 'auto'
      ? t('language.auto', { language: t(`language.${browserLocale()}`) })
      : t(`language.${option}`);

  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus defaultOpened>
      <Popover.Target>
        <PreferencesButton />
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <Radio.Group
            label={t('language.label')}
            value={languageChoice}
            onChange={(value) => {
              const chosen = languageChoices.find((known) => known === value);
              if (chosen !== undefined) languageChoiceStore.set(chosen);
            }}
          >
            <Stack gap={6} mt={6}>
              {languageChoices.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={languageLabel(option)}
                  lang={option === 'auto' ? undefined : option}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('time.label')}
            value={timeZone}
            onChange={(value) => {
              const chosen = timeZoneChoices.find((known) => known === value);
              if (chosen !== undefined) timeZoneChoiceStore.set(chosen);
            }}
          >
            <Stack gap={6} mt={6}>
              <Radio value="local" label={t('time.local', { zone: localZone })} />
              <Radio value="utc" label={t('time.utc')} />
            </Stack>
          </Radio.Group>
          <Radio.Group
            label={t('theme.label')}
            value={colorScheme}
            onChange={(value) => {
              const chosen = themeChoices.find((known) => known === value);
              if (chosen !== undefined) setColorScheme(chosen);
            }}
          >
            <Stack gap={6} mt={6}>
              {themeChoices.map((option) => (
                <Radio key={option} value={option} label={t(`theme.${option}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
