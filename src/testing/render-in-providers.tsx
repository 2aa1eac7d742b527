import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';

/**
 * Renders a shared component inside the app's providers (theme, words, query client), as a page holds
 * it: a component knows nothing of the app, its test borrows the app from here.
 */
export function renderInProviders(ui: ReactNode) {
  return render(<Providers queryClient={createQueryClient({ retryDelayMs: 0 })}>{ui}</Providers>);
}
