import { allDeclaredEndpoints, openApiPath } from '@debut/contract/all-endpoints';

/**
 * Every endpoint declared in the contract (decision 023) as `METHOD /api/path`, the way the OpenAPI
 * description writes the path: the list the authorization matrix and the fuzz test must cover.
 */
export function declaredRoutes(): string[] {
  return allDeclaredEndpoints().map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
}
