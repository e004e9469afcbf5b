import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 023: the web app imports the route halves of the endpoint declarations, which are in its
// first chunk (sign-in, the session, the config). They must not bring zod along (DESIGN.md §10), so
// each imports nothing at run time but `endpoint.ts`, itself free of zod; schemas only as types.
const contract = join(import.meta.dirname, '../../../../../packages/contract/src');
const runtimeImports = (file: string) =>
  [
    ...readFileSync(join(contract, file), 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms),
  ].map((match) => match[1]);

describe('the endpoint declarations the web app imports', () => {
  const files = readdirSync(contract).filter((file) => file.endsWith('.endpoints.ts'));

  it('exist for the resources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports only endpoint.ts at run time', (file) => {
    expect(runtimeImports(file)).toEqual(['./endpoint.ts']);
  });

  it('endpoint.ts imports nothing at run time', () => {
    expect(runtimeImports('endpoint.ts')).toEqual([]);
  });
});
