import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@debut/contract/constants';
import type { PublicJob } from '../src/modules/vacancy-pages/queries.ts';
import { sandboxDonatePage } from '../src/modules/payments/sandbox-page.ts';
import { renderListingPage } from '../src/modules/vacancy-pages/render/listing-page.ts';
import {
  renderCheckPage,
  renderGonePage,
  renderVacancyPage,
} from '../src/modules/vacancy-pages/render/vacancy-page.ts';
import { pageT } from '../src/modules/vacancy-pages/translate.ts';
import { inChosenLanguage } from '../src/modules/vacancy-pages/render/page-context.ts';
import { mailT } from '../src/mail/translate.ts';
import { html, joinHtml, jsonLdScript, styleElement } from '../src/platform/html.ts';
import { serverNamespaces } from '../src/platform/i18n.ts';
// The jobs module's warning texts are a server catalogue too (issue 33).
import '../src/modules/jobs/warnings.ts';

// Issue 28 item 3: the server writes HTML only through html`` (values escaped unless SafeHtml) and
// reads its texts from one i18next instance.

describe('html``', () => {
  it('escapes text in content and attributes, keeps SafeHtml, lists and nothing', () => {
    const text = `"'><b>&`;
    expect(html`<a title="${text}">${text}</a>`.toString()).toBe(
      '<a title="&#34;&#39;&#62;&#60;b&#62;&#38;">&#34;&#39;&#62;&#60;b&#62;&#38;</a>',
    );
    expect(html`<p>${html`<b>${'<i>'}</b>`}</p>`.toString()).toBe('<p><b>&#60;i&#62;</b></p>');
    expect(html`${['<', html`<br>`, 2, null, undefined, false]}`.toString()).toBe('&#60;<br>2');
    expect(joinHtml(['a<', null, html`<i>b</i>`], ' · ').toString()).toBe('a&#60; · <i>b</i>');
  });

  it('keeps JSON-LD in its script element whatever the data holds', () => {
    const value = { title: '</script><script>alert(1)</script><!--', line: '\u2028' };
    const markup = jsonLdScript(value).toString();
    expect(markup.match(/<\/?script/gi)).toHaveLength(2);
    expect(markup).not.toContain('<!--');
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(markup)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(value);
  });

  it('refuses a style sheet that would end its element', () => {
    expect(() => styleElement('a{}</style><script>')).toThrow();
  });
});

const job = (text: (field: string) => string): PublicJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  number: 1234,
  title: text('title'),
  description: text('description'),
  salary: 45000,
  salaryMax: 60000,
  salaryCurrency: 'RUB',
  salaryPeriod: 'monthly',
  monthlySalary: 45000,
  address: text('address'),
  lat: 59.93,
  lng: 30.33,
  companyName: text('company'),
  category: 'other',
  categoryOther: text('categoryOther'),
  schedule: 'full_time',
  employmentType: 'internship',
  daysPerWeek: 5,
  hoursPerDay: 8,
  benefits: text('benefits'),
  requirements: text('requirements'),
  noSpecialRequirements: false,
  experience: 'none',
  internship: {
    paid: true,
    stipend: 20000,
    startDate: '2027-02-01',
    durationWeeks: 12,
    mentor: true,
    offerPossible: true,
    learn: text('learn'),
  },
  status: 'active',
  closedReason: null,
  heldAt: null,
  publishedAt: new Date('2026-11-01T00:00:00Z'),
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
  language: null,
  ownerCountry: 'RU',
  ownerEmailVerifiedAt: new Date('2026-10-01T00:00:00Z'),
  companySlug: null,
  companyLogoHash: null,
  companyWebsite: null,
  ownerId: '00000000-0000-4000-8000-000000000002',
  companyId: null,
});

/** Every element with its attribute names, as a set of "tag attribute" pairs: what markup a page has. */
function markupOf(page: string): Set<string> {
  const pairs = new Set<string>();
  for (const [, name = '', attributes = ''] of page.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    pairs.add(name.toLowerCase());
    // Values are quoted with "…" and can hold no quote: a name is what stands outside them.
    for (const [, attribute = ''] of attributes.matchAll(/([^\s=>"'/]+)(?:="[^"]*")?/g)) {
      pairs.add(`${name.toLowerCase()} ${attribute.toLowerCase()}`);
    }
  }
  return pairs;
}

const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '</script><script>alert(2)</script>',
        '"><img src=x onerror=alert(3)>',
        "' onmouseover='alert(4)",
        '" autofocus onfocus="alert(5)',
        '<!--',
        '&amp;',
        '\n\n',
        '\n',
        '{{title}}',
        '$t(skip)',
      ),
      fc.string(),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => `x${parts.join('')}`);

describe('pages show any text a person typed as text', () => {
  const context = (language: (typeof LANGUAGES)[number]) => ({
    language,
    t: pageT(language),
    publicUrl: 'https://debut.example',
    localPath: inChosenLanguage(language),
  });
  const donation = (text: string, paid: boolean, language: (typeof LANGUAGES)[number] = 'en') =>
    sandboxDonatePage({
      label: text,
      sum: 200,
      secret: Buffer.from('s'),
      language,
      job: { number: 1, title: text, paid, payments: 0 },
    });
  // A job with every optional part, in plain words: the markup a page may have.
  const plain = job((field) => (field === 'description' ? 'a\n\nb\nc' : field));

  it('on the vacancy, gone, listing and check pages and the sandbox page', () => {
    const ctx = context('en');
    const allowed = new Set([
      ...markupOf(renderVacancyPage(plain, ctx, 'RU')),
      ...markupOf(renderGonePage(plain, [plain], ctx)),
      ...markupOf(
        renderListingPage(
          {
            jobs: [plain],
            filter: { city: { name: 'Town', lat: 1, lng: 2 } },
            professions: [{ category: 'other', count: 1 }],
            cities: [{ name: 'Town', lat: 1, lng: 2, count: 1 }],
            next: '/vacancies?after=x',
            paged: true,
          },
          ctx,
        ),
      ),
      ...markupOf(renderCheckPage({ kind: 'found', job: { number: 1, title: 'x' } }, '1', ctx)),
    ]);
    const sandboxAllowed = new Set([...markupOf(donation('x', false)), ...markupOf(donation('x', true))]);
    fc.assert(
      fc.property(hostileText, fc.constantFrom(...LANGUAGES), (text, language) => {
        const hostile = job(() => text);
        const ctx = context(language);
        const vacancy = renderVacancyPage(hostile, ctx, 'RU');
        const pages = [
          vacancy,
          renderGonePage(hostile, [hostile], ctx),
          renderListingPage(
            {
              jobs: [hostile],
              filter: { city: { name: text, lat: 1, lng: 2 } },
              professions: [],
              cities: [{ name: text, lat: 1, lng: 2, count: 1 }],
              next: `/vacancies?after=${text}`,
              paged: true,
            },
            ctx,
          ),
          renderCheckPage({ kind: 'found', job: { number: 1, title: text } }, text, ctx),
        ];
        for (const page of pages) {
          for (const pair of markupOf(page)) expect(allowed).toContain(pair);
        }
        expect(vacancy.match(/<\/?script/gi)).toHaveLength(2);
        const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(vacancy)?.[1] ?? '';
        // The internship's facts close the description in JSON-LD; what it teaches is its skills.
        const facts =
          'Paid internship, 12 weeks, starts 2027-02-01, a mentor guides the intern, a job offer is possible afterwards.';
        expect(JSON.parse(json)).toMatchObject({
          title: text,
          description: `${text}\n\n${facts}`,
          skills: text,
        });
        for (const paid of [false, true]) {
          const sandbox = donation(text, paid, language);
          for (const pair of markupOf(sandbox)) expect(sandboxAllowed).toContain(pair);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('one HTML writer and one i18next instance on the server', () => {
  const serverSource = join(import.meta.dirname, '../src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  const sources = files(serverSource).map((path) => ({
    path: relative(serverSource, path),
    text: readFileSync(path, 'utf8'),
  }));

  it('escapes HTML in platform/html.ts only', () => {
    // An escaper by any name: a replace over the markup characters, or a character reference built.
    const escaper = /replace\(\/\[[^\]]*[<>][^\]]*\]|&#\$\{|&(lt|gt|quot|amp);/;
    expect(
      sources
        .filter((file) => file.path !== 'platform/html.ts' && escaper.test(file.text))
        .map((f) => f.path),
    ).toEqual([]);
  });

  it('writes no HTML element outside an html`` template', () => {
    const element =
      /<\/?(html|head|body|title|meta|link|script|style|main|header|footer|nav|section|article|details|summary|h[1-6]|p|a|b|i|strong|em|span|div|ul|ol|li|dl|dt|dd|br|img|form|label|input|button|time|iframe)[\s>/]/i;
    const found: string[] = [];
    for (const file of sources.filter((each) => each.path !== 'platform/html.ts')) {
      const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'html') return;
        if (
          ts.isStringLiteral(node) ||
          ts.isNoSubstitutionTemplateLiteral(node) ||
          ts.isTemplateExpression(node)
        ) {
          if (element.test(node.getText(source))) {
            found.push(`${file.path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
          }
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });

  it('creates i18next instances in platform/i18n.ts only, with every server catalogue in it', () => {
    expect(
      sources
        .filter(
          (file) => file.path !== 'platform/i18n.ts' && /createInstance\(|import i18next/.test(file.text),
        )
        .map((f) => f.path),
    ).toEqual([]);
    expect(serverNamespaces().sort()).toEqual(['jobs', 'mail', 'pages', 'sandbox']);
    expect(mailT('ru')('signature')).not.toBe(mailT('en')('signature'));
    expect(pageT('xx' as never)('skip')).toBe(pageT('en')('skip'));
  });

  // The texts are remembered per language, key and count (issue 28): the plural forms must still be
  // each count's own, asked in any order, and values other than a count must never be remembered.
  it('remembers texts per count with the right plural form, and never a text with other values', () => {
    const ru = pageT('ru');
    const forms = [1, 2, 5, 21, 1, 5].map((count) => ru('job.daysPerWeek', { count }));
    expect(forms[0]).toContain('1');
    expect(forms[1]).toContain('2');
    expect(
      new Set([forms[0]?.replace('1', ''), forms[1]?.replace('2', ''), forms[2]?.replace('5', '')]).size,
    ).toBe(3);
    expect(forms[3]).toBe(forms[0]?.replace('1', '21'));
    expect(forms[4]).toBe(forms[0]);
    expect(forms[5]).toBe(forms[2]);
    const greet = mailT('en');
    expect(greet('greeting', { name: 'Ann' })).toContain('Ann');
    expect(greet('greeting', { name: 'Bob' })).toContain('Bob');
  });
});
