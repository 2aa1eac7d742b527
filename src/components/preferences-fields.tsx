import { Radio, Stack, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { timeZoneChoiceStore, type TimeZoneChoice } from '@/lib/format';
import { appLocales, browserLocale, languageChoiceStore, type LanguageChoice } from '@/lib/locale';
import { useLocalStore } from '@/lib/local-store';

const languageChoices: readonly LanguageChoice[] = ['auto', ...appLocales];
const themeChoices: readonly MantineColorScheme[] = ['auto', 'light', 'dark'];
const timeZoneChoices: readonly TimeZoneChoice[] = ['local', 'utc'];

/**
 * Language, times and theme, remembered in this browser. The language is the browser's (the default) or
 * one of the app's, each named in itself, so an operator who cannot read the current one still finds
 * theirs; times are told in this computer's zone (the default) or in UTC; the theme follows the system
 * (the default) or is light or dark. Shown in the header's dropdown (preferences-menu.tsx) and in place
 * on the sign-in page (preferences-in-place.tsx).
 */
export function PreferencesFields() {
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
    <Stack gap="md">
      <ChoiceGroup
        label={t('language.label')}
        choices={languageChoices}
        value={languageChoice}
        onChoose={(chosen) => languageChoiceStore.set(chosen)}
        labelOf={languageLabel}
        langOf={(option) => (option === 'auto' ? undefined : option)}
      />
      <ChoiceGroup
        label={t('time.label')}
        choices={timeZoneChoices}
        value={timeZone}
        onChoose={(chosen) => timeZoneChoiceStore.set(chosen)}
        labelOf={(option) => (option === 'local' ? t('time.local', { zone: localZone }) : t('time.utc'))}
      />
      <ChoiceGroup
        label={t('theme.label')}
        choices={themeChoices}
        value={colorScheme}
        onChoose={setColorScheme}
        labelOf={(option) => t(`theme.${option}`)}
      />
    </Stack>
  );
}

/** One preference: a group of radios over known choices; a value outside them is ignored. */
function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChoose,
  labelOf,
  langOf,
}: {
  label: string;
  choices: readonly T[];
  value: T;
  onChoose: (chosen: T) => void;
  labelOf: (option: T) => string;
  /** The language an option's label is written in, when not the page's. */
  langOf?: (option: T) => string | undefined;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(picked) => {
        const chosen = choices.find((known) => known === picked);
        if (chosen !== undefined) onChoose(chosen);
      }}
    >
      <Stack gap={6} mt={6}>
        {choices.map((option) => (
          <Radio key={option} value={option} label={labelOf(option)} lang={langOf?.(option)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
