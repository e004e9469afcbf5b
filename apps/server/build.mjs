// Bundles the server and the contract it imports into dist/server.js; npm packages stay external.
import { copyFileSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Decision 051: the test hooks (moving the answer promise's clock) are code the product does not ship.
// The branch that loads them is dead in the product's bundle, so esbuild leaves them out; only
// DEBUT_BUILD_TEST_HOOKS=1 (the browser journeys' build) keeps them, and writes to dist-test/ so a
// bundle with hooks never takes the product's place in dist/.
const withTestHooks = process.env.DEBUT_BUILD_TEST_HOOKS === '1';
const outdir = withTestHooks ? 'dist-test' : 'dist';

await build({
  // The place index, the search index and the embedded database run in worker threads, each of which
  // needs a file of its own beside server.js.
  entryPoints: {
    server: 'src/server.ts',
    'gazetteer-worker': 'src/modules/places/gazetteer-worker.ts',
    'search-index-worker': 'src/modules/jobs/search-index/search-index-worker.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
  define: { 'process.env.DEBUT_BUILD': JSON.stringify(withTestHooks ? 'test' : 'production') },
});
// The worker reads the language-tagged place names (scripts/place-names.mjs) from beside itself.
copyFileSync('src/modules/places/place-names.json', `${outdir}/place-names.json`);
