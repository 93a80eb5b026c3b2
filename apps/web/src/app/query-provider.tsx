import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { ApiError } from '../lib/api-error';

// The pages that read from the API (the wizard, the archive, the office, the verify page) are
// lazily loaded, and so is this cache: the public pages never need it, and leaving it out of the
// first load keeps a phone's start-up shorter. One cache for them all, so a page visited again
// shows what it fetched before.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change on retry; a dropped mobile connection may.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page rendered inside the cache. */
export function withQueries(Page: ComponentType): ComponentType {
  return function PageWithQueries() {
    return (
      <QueryProvider>
        <Page />
      </QueryProvider>
    );
  };
}
