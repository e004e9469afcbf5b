/**
 * Query keys of everything company-shaped; a company mutation invalidates `all`. Shared because the
 * job form's picker lists the caller's companies and job cards show a company's name and logo.
 */
export const companyKeys = {
  all: ['companies'] as const,
  my: () => ['companies', 'my'] as const,
  detail: (id: string) => ['companies', 'detail', id] as const,
  members: (id: string) => ['companies', 'members', id] as const,
};
