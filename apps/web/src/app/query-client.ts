import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/api-error.ts';
import { session } from '../entities/auth/session-store.ts';

/** A 401 means the session is gone, unless the server is saying the credentials were wrong. */
function endsSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code !== 'INVALID_CREDENTIALS';
}

/**
 * The query cache owns the app-wide reactions to errors (STYLE.md): an expired session signs the
 * user out here, and the guards then take them to /login. The API client stays pure.
 */
export function createQueryClient(): QueryClient {
  const signOut = () => {
    if (!session.get().token) return;
    session.clear();
    // Outside the cache's own notification, so the failing query finishes first.
    queueMicrotask(() => queryClient.clear());
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (endsSession(error)) signOut();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!mutation.meta?.keepSessionOnUnauthorized && endsSession(error)) signOut();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not change on retry; network and 5xx get two more tries.
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
  return queryClient;
}
