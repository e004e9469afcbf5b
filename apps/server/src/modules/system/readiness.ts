import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { systemHeartbeat } from '../../db/schema.ts';

/**
 * Readiness means the node can do its work, and its work writes: a database that answers `select 1`
 * but refuses every insert (a full disk, a PostgreSQL fail-over to a read-only replica) is not ready.
 * So a probe upserts this node's heartbeat row, and when the node writes to DATA_DIR (PGlite's folder,
 * the mail outbox) it writes and syncs a small file there. PGlite's own writes may still succeed on a
 * full disk for a while (they land in pages and a WAL segment already allocated) while anything that
 * needs a new page fails, so the file is what catches a full disk under PGlite.
 */
export interface ReadinessOptions {
  database: Pick<Database, 'db'>;
  /** The folder to prove writable, or undefined when the node keeps nothing there. */
  dataDir: string | undefined;
  /** A successful probe is reused this long: probes cost at most one small write a second per node. */
  reuseOkMs?: number;
  /** A failed probe is reused this long: short, so that recovery shows soon. */
  reuseFailedMs?: number;
}

// Several database pages' worth: a disk with less room than this cannot take a new job or account.
const PROBE_BYTES = 64 * 1024;

export function createReadiness(options: ReadinessOptions): () => Promise<boolean> {
  // Per host, not per process: a restarted node rewrites its row instead of adding one.
  const node = os.hostname();
  const reuseOkMs = options.reuseOkMs ?? 1_000;
  const reuseFailedMs = options.reuseFailedMs ?? 250;
  let last: { ok: boolean; at: number } | undefined;
  let running: Promise<boolean> | undefined;

  async function probe(): Promise<boolean> {
    try {
      await options.database.db
        .insert(systemHeartbeat)
        .values({ node, beatAt: sql`now()` })
        .onConflictDoUpdate({ target: systemHeartbeat.node, set: { beatAt: sql`now()` } });
      if (options.dataDir !== undefined) await writeProbeFile(path.join(options.dataDir, 'outbox'));
      return true;
    } catch {
      return false;
    }
  }

  return async () => {
    const now = Date.now();
    if (last !== undefined && now - last.at < (last.ok ? reuseOkMs : reuseFailedMs)) return last.ok;
    // Concurrent probes share one check instead of queueing writes.
    running ??= probe().then((ok) => {
      last = { ok, at: Date.now() };
      running = undefined;
      return ok;
    });
    return running;
  };
}

/** Writes, syncs and removes a file of PROBE_BYTES in `dir` (the outbox, which mail needs anyway). */
async function writeProbeFile(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  // A dot name and no .eml: whatever reads the outbox never takes it for a message.
  const file = path.join(dir, `.ready-probe-${process.pid}`);
  const handle = await open(file, 'w');
  try {
    // Random bytes: a file system that compresses or dedups zeros would not allocate for them.
    await handle.writeFile(randomBytes(PROBE_BYTES));
    await handle.sync();
  } finally {
    await handle.close();
    await unlink(file).catch(() => undefined);
  }
}
