import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allDeclaredEndpoints } from '@debut/contract/all-endpoints';
import { TEXT_CODES, ZDay, ZInstant, ZText } from '@debut/contract/primitives';
import { declaredTextFields, valueAt, type FieldPath } from './support/text-fields.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

// Issue 27: what a request schema accepts is what PostgreSQL can hold. These are unit tests of the
// contract alone (no server, no database): the building blocks, and that every declared field uses them.

const LONE = ['\ud800', '\udfff', '\udc00x', 'x\udbff'];

type Issue = z.core.$ZodIssue;
/** Every issue, those inside a union's branches too. */
function flatten(issues: readonly Issue[], prefix: PropertyKey[] = []): { path: string; issue: Issue }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const own = { path: path.map(String).join('.'), issue };
    if (issue.code === 'invalid_union')
      return [own, ...issue.errors.flatMap((branch) => flatten(branch, path))];
    return [own];
  });
}

const reasonOf = (issue: Issue | undefined) =>
  issue?.code === 'custom' ? (issue.params as { reason?: string } | undefined)?.reason : undefined;

describe('ZText', () => {
  it('refuses a NUL and every kind of lone surrogate, naming why', () => {
    expect(reasonOf(ZText.safeParse('a\u0000b').error?.issues[0])).toBe(TEXT_CODES.nul);
    for (const lone of LONE) {
      const result = ZText.trim().max(50).safeParse(`Barista ${lone} wanted`);
      expect(result.success, JSON.stringify(lone)).toBe(false);
      expect(reasonOf(result.error?.issues[0])).toBe(TEXT_CODES.loneSurrogate);
    }
  });

  it('keeps whole characters outside the BMP, and every script', () => {
    for (const text of ['𝕏 and 😀', 'Иван', 'محمد', '李雷', 'Café Zürich', '👩🏽‍💻']) {
      expect(ZText.safeParse(text).success, text).toBe(true);
    }
  });
});

describe('ZInstant and ZDay: only years PostgreSQL holds', () => {
  it('accepts what toISOString writes for years 1 to 9999', () => {
    for (const value of [
      '2024-01-01T00:00:00.000Z',
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
    ]) {
      expect(ZInstant.safeParse(value).success, value).toBe(true);
    }
    expect(ZInstant.safeParse(new Date().toISOString()).success).toBe(true);
  });

  it('refuses year 0, signed years, impossible days and anything else', () => {
    for (const value of [
      '0000-01-01T00:00:00.000Z',
      '0000-12-31T23:59:59.999Z',
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      new Date(-62_198_755_200_000).toISOString(),
      '2024-02-30T00:00:00.000Z',
      '2024-01-01',
      'Tue, 1 Jan 30000 00:00:00',
      '',
    ]) {
      expect(ZInstant.safeParse(value).success, value).toBe(false);
    }
  });

  it('refuses day 0000-01-01 and keeps ordinary days', () => {
    expect(ZDay.safeParse('0000-01-01').success).toBe(false);
    expect(ZDay.safeParse('0000-02-29').success).toBe(false);
    expect(ZDay.safeParse('2026-09-01').success).toBe(true);
  });
});

describe('every text field of every declared endpoint is built on ZText', () => {
  const fields = declaredTextFields();

  it('finds the text fields of the contract, nested ones included', () => {
    const names = new Set(fields.map((f) => `${f.endpoint} ${f.part}.${f.field.join('.')}`));
    expect(fields.length).toBeGreaterThan(60);
    for (const expected of [
      'alerts.create body.query.q',
      'resumes.put body.education.0.institution',
      'resumes.put body.skills.0',
      'jobs.create body.title',
      'jobs.put body.companyName',
      'auth.updateMe body.displayName',
    ]) {
      expect(names.has(expected), expected).toBe(true);
    }
  });

  it('refuses a lone surrogate in each of them with the text code, where the field takes free text', () => {
    const byName = new Map(allDeclaredEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    const free: string[] = [];
    const unguarded = new Set<string>();
    for (const { endpoint, part, field } of fields) {
      const schema = byName.get(endpoint)?.[part];
      if (!schema) throw new Error(`${endpoint} declares no ${part}`);
      const where = field.join('.');
      const at = (value: string) => valueAt(field as FieldPath, value);
      const plain = flatten(schema.safeParse(at('Barista wanted')).error?.issues ?? []);
      // A format (an id, a currency, a date) refuses this plain text already: it cannot take free text.
      if (plain.some((p) => p.path === where)) continue;
      free.push(`${endpoint} ${part}.${where}`);
      for (const lone of LONE) {
        const issues = flatten(schema.safeParse(at(`Barista ${lone}wanted`)).error?.issues ?? []);
        if (!issues.some((p) => p.path === where && reasonOf(p.issue) === TEXT_CODES.loneSurrogate)) {
          unguarded.add(`${endpoint} ${part}.${where}`);
        }
      }
    }
    expect([...unguarded]).toEqual([]);
    expect(free.length).toBeGreaterThan(30);
  });
});
