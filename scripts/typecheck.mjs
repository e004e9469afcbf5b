// `npm run typecheck`: every TypeScript project, each incremental, its build info kept in
// node_modules/.cache/tsc/ so a second run rechecks only what changed (a fresh clone, as CI has,
// checks everything). Project references (`tsc -b`) do not fit this tree: bench/ and e2e/ compile the
// server's sources themselves, and a composite project must own every file it compiles (decision 035).
import { spawnSync } from 'node:child_process';

const PROJECTS = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = 0;
for (const project of PROJECTS) {
  const name = project.replaceAll('/', '-');
  const { status } = spawnSync(
    'npx',
    [
      'tsc',
      '-p',
      project,
      '--incremental',
      '--tsBuildInfoFile',
      `node_modules/.cache/tsc/${name}.tsbuildinfo`,
    ],
    { stdio: 'inherit' },
  );
  if (status !== 0) {
    console.error(`typecheck: ${project} failed`);
    failed += 1;
  }
}
process.exit(failed > 0 ? 1 : 0);
