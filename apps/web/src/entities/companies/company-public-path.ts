/**
 * The company's public page. The server renders it (DESIGN.md §14.1, like the vacancy pages), so it
 * is a plain link that leaves the app, never a router link the app would answer with "not found".
 */
export function companyPublicPath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`;
}
