import { Button, Popover, Radio, Stack } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import {
  appLocales,
  browserLocale,
  languageChoiceStore,
  useAppLocale,
  type LanguageChoice,
} from '@/lib/locale';
import { useLocalStore } from '@/lib/local-store';

const short = { en: 'EN', 'pt-BR': 'PT' } as const;
const choices: readonly LanguageChoice[] = ['auto', ...appLocales];

/**
 * The language switch, in the header and on the sign-in page: the browser's language (the default) or
 * one of the app's, remembered in this browser. Each language is named in itself, so an operator who
 * cannot read the current one still finds theirs.
 */
export function LanguageMenu() {
  const t = useT();
  const choice = useLocalStore(languageChoiceStore);
  const locale = useAppLocale();
  const label = (option: LanguageChoice) =>
    option === 'auto'
      ? t('language.auto', { language: t(`language.${browserLocale()}`) })
      : t(`language.${option}`);

  return (
    <Popover position="bottom-end" shadow="md" width={260} trapFocus>
      <Popover.Target>
        {/* The name holds what the button shows (WCAG 2.5.3), and what it is for. */}
        <Button variant="default" size="xs" aria-label={`${t('language.label')}: ${short[locale]}`}>
          {short[locale]}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Radio.Group
          label={t('language.label')}
          value={choice}
          onChange={(value) => {
            const chosen = choices.find((known) => known === value);
            if (chosen !== undefined) languageChoiceStore.set(chosen);
          }}
        >
          <Stack gap={6} mt={6}>
            {choices.map((option) => (
              <Radio
                key={option}
                value={option}
                label={label(option)}
                lang={option === 'auto' ? undefined : option}
              />
            ))}
          </Stack>
        </Radio.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
