import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { Language } from '@/i18n/i18n-provider';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

export function App({ language }: { language: Language }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Providers queryClient={queryClient} language={language}>
      <RouterProvider router={router} />
    </Providers>
  );
}
