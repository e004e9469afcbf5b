import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import type { OutboxHandler } from '../platform/outbox.ts';
import type { ScheduledTask } from '../platform/scheduler.ts';

/**
 * One module, declared in one place (issue 28): its routes, what it does when the others' events
 * arrive, and its periodic tasks. `modules/index.ts` lists every module; the composition root
 * (app.ts) registers and starts them from that list and from nothing else. `Deps` is what the module
 * says it needs — the context and the services it calls — so its dependencies are read off its
 * declaration, and the root's one object of everything satisfies each of them.
 */
export interface ModuleManifest<Deps extends { ctx: AppContext }> {
  name: string;
  /** Route plugins under `/api`. */
  api?: readonly FastifyPluginAsyncZod<Deps>[];
  /** Route plugins at the site's root: server-rendered pages. */
  pages?: readonly FastifyPluginAsyncZod<Deps>[];
  /** Attaches the module's subscribers to `ctx.events`; told after each commit (decision 020). */
  subscribe?: (deps: Deps) => void;
  /**
   * How it delivers the duties of its topics that changes wrote to the outbox (DESIGN.md §14.0), in
   * the transaction that marks each delivered.
   */
  outbox?: (deps: Deps) => Record<string, OutboxHandler>;
  /** Its periodic work, run once across nodes by the scheduler. */
  tasks?: (deps: Deps) => ScheduledTask[];
}

export function defineModule<Deps extends { ctx: AppContext }>(
  manifest: ModuleManifest<Deps>,
): ModuleManifest<Deps> {
  return manifest;
}
