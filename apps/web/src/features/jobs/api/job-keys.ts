import type { JobSearchQuery } from '../lib/search-state.ts';

/** Query keys of the jobs feature; a mutation invalidates `all` (search, my jobs and cards). */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (query: JobSearchQuery) => ['jobs', 'search', query] as const,
  my: () => ['jobs', 'my'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};
