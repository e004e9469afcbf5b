import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = './apps/web/src/features';
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
// Each feature may import shared code but no other feature.
const featureZones = features.map((name) => ({
  target: `${featuresDir}/${name}`,
  from: featuresDir,
  except: [`./${name}`],
}));

/** Who writes each table (Drizzle name, SQL name); every other module only reads it. */
const TABLE_OWNERS = {
  auth: [
    ['users', 'users'],
    ['sessions', 'sessions'],
    ['passwordResets', 'password_resets'],
    ['emailVerifications', 'email_verifications'],
  ],
  system: [['systemHeartbeat', 'system_heartbeat']],
  // Not a module: written only through platform/outbox.ts (enqueue), in the caller's transaction.
  platform: [['outbox', 'outbox']],
  jobs: [
    ['jobs', 'jobs'],
    ['jobViews', 'job_views'],
    ['searchWords', 'search_words'],
    ['searchChanges', 'search_changes'],
    // Written from the contract after the migrations (db/profession-vectors.ts).
    ['professionVectors', 'profession_vectors'],
  ],
  payments: [['payments', 'payments']],
  applications: [
    ['applications', 'applications'],
    ['applicationNotes', 'application_notes'],
    ['responseFigures', 'response_figures'],
  ],
  'message-templates': [['messageTemplates', 'message_templates']],
  favorites: [['favorites', 'favorites']],
  hidden: [['hiddenItems', 'hidden_items']],
  messages: [
    ['threads', 'threads'],
    ['messages', 'messages'],
  ],
  moderation: [
    ['reports', 'reports'],
    ['auditLog', 'audit_log'],
  ],
  support: [['supportRequests', 'support_requests']],
  alerts: [
    ['alerts', 'alerts'],
    ['alertMatches', 'alert_matches'],
  ],
  resumes: [['resumes', 'resumes']],
  companies: [
    ['companies', 'companies'],
    ['companyMembers', 'company_members'],
    ['companyTokens', 'company_tokens'],
    ['companyLogos', 'company_logos'],
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    // Without these import-x parses only .js files when it follows imports, and no-cycle never saw a
    // cycle between TypeScript files (so in 3.x as in 4.x).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Dependency direction: web → contract ← server; the contract depends on zod alone.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@debut/server*', '@debut/web*', 'react*', 'fastify*', 'drizzle-orm*', 'pg'] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      // A relative path into the web app is refused as well as the package name (`../../web/src/…`).
      'no-restricted-imports': ['error', { patterns: ['@debut/web*', '**/apps/web/**', '**/web/src/**'] }],
      // The house's layers: the platform, the database and the mail layer serve the modules and
      // never reach into them (the modules are composed in app.ts).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...['platform', 'db', 'mail'].map((layer) => ({
              target: `./apps/server/src/${layer}`,
              from: './apps/server/src/modules',
            })),
            // Issue 28: modules are composed by the root and never reach back into it …
            {
              target: './apps/server/src/modules',
              from: [
                './apps/server/src/app.ts',
                './apps/server/src/services.ts',
                './apps/server/src/server.ts',
              ],
              message: 'A module declares what it needs in its manifest; the composition root hands it over.',
            },
            // … and the files every module shares import no module.
            {
              target: [
                './apps/server/src/context.ts',
                './apps/server/src/domain-events.ts',
                './apps/server/src/modules/module.ts',
              ],
              from: './apps/server/src/modules',
              except: ['./module.ts'],
            },
          ],
        },
      ],
    },
  },
  // Issue 28: a module writes only its own tables (reads are shared, decision 041). Each table's owner
  // below; a write from any other module — Drizzle's insert/update/delete or raw SQL — is refused, so a
  // rule about a table's rows lives in one module. Another module asks the owner's commands.
  // And a module's routes call its service, never the database: `ctx.db` in a routes file is refused.
  // Both are options of no-restricted-syntax, and a later block's options replace an earlier one's,
  // so the routes files get the write selectors again beside their own.
  ...readdirSync('apps/server/src/modules', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: module }) => {
      const foreign = Object.entries(TABLE_OWNERS)
        .filter(([owner]) => owner !== module)
        .flatMap(([, tables]) => tables);
      const names = foreign.map(([name]) => name).join('|');
      const sqlNames = foreign.map(([, sqlName]) => sqlName).join('|');
      const message = `modules/${module} writes only its own tables: call the owning module's commands.`;
      const writes = [
        {
          selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(${names})$/]`,
          message,
        },
        {
          selector: `TaggedTemplateExpression[tag.name='sql'] TemplateElement[value.raw=/\\b(insert\\s+into|update|delete\\s+from)\\s+(${sqlNames})\\b/i]`,
          message,
        },
      ];
      const noDb = `A route calls its module's service (modules/${module}/service.ts), never the database.`;
      return [
        {
          files: [`apps/server/src/modules/${module}/**/*.ts`],
          rules: { 'no-restricted-syntax': ['error', ...writes] },
        },
        {
          files: [`apps/server/src/modules/${module}/**/*routes.ts`],
          rules: {
            'no-restricted-syntax': [
              'error',
              ...writes,
              // `ctx.db`, `deps.ctx.db`, `ctx['db']`, `ctx?.db`, and `const { db } = ctx`.
              { selector: "MemberExpression[object.name='ctx'][property.name='db']", message: noDb },
              { selector: "MemberExpression[object.property.name='ctx'][property.name='db']", message: noDb },
              { selector: "MemberExpression[object.name='ctx'][property.value='db']", message: noDb },
              {
                selector: "VariableDeclarator[init.name='ctx'] > ObjectPattern > Property[key.name='db']",
                message: noDb,
              },
            ],
          },
        },
      ];
    }),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@debut/server*', '**/apps/server/**', '**/server/src/**'] },
            {
              // Decision 011: the web loads one language's profession names; the lookup holds all 15.
              group: ['@debut/contract/profession-lookup'],
              message:
                'It holds every language at once: use useProfessionText, which loads it with import().',
            },
          ],
        },
      ],
      // bulletproof-react's layers: shared ← entities ← features ← app. Shared code knows no domain,
      // entities (a job, an application, the session…) know no screen, and features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/shared', from: './apps/web/src/entities' },
            { target: './apps/web/src/shared', from: './apps/web/src/features' },
            { target: './apps/web/src/shared', from: './apps/web/src/app' },
            { target: './apps/web/src/entities', from: './apps/web/src/features' },
            { target: './apps/web/src/entities', from: './apps/web/src/app' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  // The plugins of the stack's reference projects: TanStack Query's rules for the web app, jsx-a11y
  // for its markup, Testing Library for its component tests, Vitest for every unit test.
  ...pluginQuery.configs['flat/recommended'].map((config) => ({
    ...config,
    files: ['apps/web/**/*.{ts,tsx}'],
  })),
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx'] },
  { ...testingLibrary.configs['flat/react'], files: ['apps/web/**/*.test.tsx'] },
  {
    ...vitest.configs.recommended,
    files: ['{apps,packages}/**/*.test.{ts,tsx}'],
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument; the rule allows one argument by default.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A helper named expect… (expectRefused, expectNoServerError) asserts for the test that calls it.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      // An expect in a hook runs too: it fails the tests of the hook's file when their setup went wrong.
      'vitest/no-standalone-expect': [
        'error',
        { additionalTestBlockFunctions: ['beforeAll', 'beforeEach', 'afterEach', 'afterAll'] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
