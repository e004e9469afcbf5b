import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

const FILE = new URL('../BENCHMARKS.md', import.meta.url);

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Replaces (or appends) the section between `<!-- name -->` and `<!-- /name -->` in BENCHMARKS.md. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE)
    ? readFileSync(FILE, 'utf8')
    : '# Benchmarks\n\nFigures measured by the scripts in `bench/`; each section is rewritten by its script.\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
