import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { operationsOf, type OpenApiDocument } from '../src/platform/openapi-document.ts';
import { useTestApp } from './support/test-app.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const redoclyCli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const run = promisify(execFile);

const app = useTestApp();
const dir = mkdtempSync(path.join(os.tmpdir(), 'debut-openapi-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await app().request({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** `redocly lint` with the repository's redocly.yaml (the recommended rules), as JSON. */
async function lint(
  file: string,
): Promise<{ totals: { errors: number; warnings: number }; problems: LintProblem[] }> {
  const args = [redoclyCli, 'lint', file, '--format=json', `--config=${path.join(root, 'redocly.yaml')}`];
  // No usage report to Redocly and no update check: the test runs offline.
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  };
  try {
    const { stdout } = await run(process.execPath, args, { cwd: root, env, maxBuffer: 32 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (error) {
    // It exits with 1 when it finds errors; the report is on stdout all the same.
    const stdout = (error as { stdout?: string }).stdout;
    if (!stdout) throw error;
    return JSON.parse(stdout);
  }
}

describe('the OpenAPI document (/api/docs/json)', () => {
  it('passes redocly lint with no error and no warning', async () => {
    const file = path.join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(await fetchDocument(), null, 2));
    const report = await lint(file);
    const problems = report.problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('gives every operation a unique camelCase operationId and a security field', async () => {
    const operations = operationsOf(await fetchDocument());
    expect(operations.length).toBeGreaterThan(40);
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { method, path: route, operation } of operations) {
      expect(operation.operationId, `${method} ${route}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(Array.isArray(operation.security), `${method} ${route}`).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('derives the operationId from the method and the path', async () => {
    const document = await fetchDocument();
    expect(document.paths?.['/api/jobs/{id}']?.get?.operationId).toBe('getJobsById');
    expect(document.paths?.['/api/auth/change-password']?.post?.operationId).toBe('postAuthChangePassword');
    expect(document.paths?.['/api/jobs/{id}/applications/{applicationId}']?.patch?.operationId).toBe(
      'patchJobsByIdApplicationsByApplicationId',
    );
  });

  it('marks public operations `security: []` and the signed-in ones with the bearer scheme', async () => {
    const document = await fetchDocument();
    expect(document.paths?.['/api/health']?.get?.security).toEqual([]);
    expect(document.paths?.['/api/auth/login']?.post?.security).toEqual([]);
    expect(document.paths?.['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  // redocly.yaml turns `operation-4xx-response` off for the three probes that take nothing; for the rest
  // it stands here: whatever takes input or a token can be refused, and says how.
  it('documents a 4XX answer for every operation that takes input or needs a sign-in', async () => {
    const missing = operationsOf(await fetchDocument())
      .filter(({ operation }) => {
        const takesInput =
          (Array.isArray(operation.parameters) && operation.parameters.length > 0) ||
          operation.requestBody !== undefined ||
          (Array.isArray(operation.security) && operation.security.length > 0);
        const responses = Object.keys((operation.responses as Record<string, unknown> | undefined) ?? {});
        return takesInput && !responses.some((status) => /^4[0-9X]{2}$/i.test(status));
      })
      .map(({ method, path: route }) => `${method.toUpperCase()} ${route}`);
    expect(missing).toEqual([]);
  });

  it('names the shared shapes as component schemas and refers to them', async () => {
    const document = await fetchDocument();
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['ApiError', 'ErrorDetail', 'Job', 'User']));
    const notFound = document.paths?.['/api/jobs/{id}']?.get?.responses as Record<string, unknown>;
    expect(JSON.stringify(notFound['404'])).toContain('"$ref":"#/components/schemas/ApiError"');
  });

  it('leaves hidden routes out', async () => {
    const paths = Object.keys((await fetchDocument()).paths ?? {});
    expect(paths).not.toContain('/vacancies');
    expect(paths).not.toContain('/sitemap.xml');
    expect(paths.filter((route) => route.startsWith('/api/docs'))).toEqual([]);
  });
});
