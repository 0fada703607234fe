import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * The app's QueryClient. One per browser tab (and later one per server request). Queries retry
 * once (a poor network deserves a second try, not five) and do not refetch on window focus, which
 * on phones fires at every app switch.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { retry: 1, refetchOnWindowFocus: false, ...overrides.queries },
      mutations: { retry: 0, ...overrides.mutations },
    },
  });
}
