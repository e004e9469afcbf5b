/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  my: () => ['payments', 'my'] as const,
  job: (id: string) => ['payments', 'job', id] as const,
  duplicates: (id: string) => ['payments', 'duplicates', id] as const,
};

/**
 * Every query of the jobs feature (search, my jobs, cards) starts with 'jobs': a publication
 * changes all of them. Features do not import each other, so the prefix is named here.
 */
export const JOBS_QUERY_PREFIX = ['jobs'] as const;
