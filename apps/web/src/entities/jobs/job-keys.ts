/**
 * Query keys of everything job-shaped; a job mutation invalidates `all` (search, my jobs, cards).
 * Shared because applications and favourites change what a job card shows.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  searches: ['jobs', 'search'] as const,
  search: <Query extends object>(query: Query) => ['jobs', 'search', query] as const,
  my: () => ['jobs', 'my'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  recommended: () => ['jobs', 'recommended'] as const,
};
