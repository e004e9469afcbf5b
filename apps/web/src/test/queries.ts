import { screen, within, type ByRoleMatcher } from '@testing-library/react';

/**
 * The one element of `role` (a list item, an article) that holds the element of `inner.role` named
 * `inner.name`: a card found by its heading or its link, to look inside with `within`.
 */
export function getByRoleHolding(
  role: ByRoleMatcher,
  inner: { role: ByRoleMatcher; name: string },
): HTMLElement {
  const holding = screen
    .getAllByRole(role)
    .filter((element) => within(element).queryByRole(inner.role, { name: inner.name }) !== null);
  const [only] = holding;
  if (holding.length !== 1 || !only) {
    throw new Error(
      `${holding.length} ${String(role)} elements hold the ${String(inner.role)} "${inner.name}"`,
    );
  }
  return only;
}
