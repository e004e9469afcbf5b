import type { ReactNode } from 'react';
import { useSession } from '../entities/auth/session-store.ts';

/** SPEC.md §2: nothing is shown until the stored token has been checked. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'checking' ? null : children;
}
