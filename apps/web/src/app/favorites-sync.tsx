import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../entities/auth/session-store.ts';
import { favoritesQueryOptions } from '../entities/favorites/favorites-api.ts';

/**
 * Favourites follow the person: whenever someone is signed in (sign-in, or a restored session on
 * another device), the server's list replaces what local storage holds.
 */
export function FavoritesSync() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!userId) return;
    // A failure leaves the list as it is; the favourites screen loads it again and says why.
    queryClient.fetchQuery({ ...favoritesQueryOptions(), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, userId]);
  return null;
}
