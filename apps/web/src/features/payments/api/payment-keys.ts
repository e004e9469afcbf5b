/** Query keys of the payments feature. */
export const paymentKeys = {
  all: ['payments'] as const,
  my: () => ['payments', 'my'] as const,
  duplicates: (id: string) => ['payments', 'duplicates', id] as const,
};
