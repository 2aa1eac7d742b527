import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';

const short = { en: 'EN', 'pt-BR': 'PT' } as const;

/**
 * The preferences' button: the header dropdown's target (preferences-menu.tsx), the sign-in page's
 * disclosure (preferences-in-place.tsx). Its name holds what it shows (WCAG 2.5.3), and what it is for.
 */
export function PreferencesButton(props: ComponentPropsWithRef<'button'>) {
  const t = useT();
  const locale = useAppLocale();
  return (
    <Button
      variant="default"
      size="xs"
      // Never narrower than its words: beside a long title, a row would squeeze "PT" into "P1".
      flex="none"
      aria-label={t('preferences.button', { language: short[locale] })}
      {...props}
    >
      {short[locale]}
    </Button>
  );
}
