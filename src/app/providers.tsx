import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { Provider as StoreProvider } from 'jotai';
import { store } from '../lib/store';
import { i18n } from '@lingui/core';
import { queryClient } from './query-client';
import { router } from './router';

/** The app's providers around the router: the one store, the query cache, the messages. */
export function AppProviders() {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}
