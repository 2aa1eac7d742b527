import { localStorageColorSchemeManager, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nProvider, useT } from '@/i18n/i18n-provider';
import { createAppTheme } from './theme';

// Mantine's default "dimmed" grey and error red are below the WCAG AA contrast ratio (4.5:1) on white;
// darker shades pass (gray 7, red 9 at about 5.3:1).
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  // Dark: Mantine's dimmed (dark 2) is 4:1 on the dark body; dark 1 is 7.8:1.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

// The theme the operator chose (light, dark, or the system's, the default), remembered in this browser.
const colorSchemeManager = localStorageColorSchemeManager({ key: 'robot-console:theme' });

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  /** Renders once `startWords` has loaded the first language's words. */
  children: ReactNode;
}) {
  return (
    <I18nProvider>
      <ThemedMantine>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemedMantine>
    </I18nProvider>
  );
}

/** Mantine with the app's theme in the operator's language. */
function ThemedMantine({ children }: { children: ReactNode }) {
  const t = useT();
  const theme = useMemo(() => createAppTheme(t), [t]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      // Unit tests render without transitions and portals, so that what opens is there at once.
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      {children}
    </MantineProvider>
  );
}
