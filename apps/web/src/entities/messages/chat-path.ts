/** The chat screen of a job with one person (SPEC.md §2: /chat/{jobId}, `?with=` for the owner). */
export function chatPath(jobId: string, withUserId?: string): string {
  const path = `/chat/${encodeURIComponent(jobId)}`;
  return withUserId ? `${path}?with=${encodeURIComponent(withUserId)}` : path;
}
