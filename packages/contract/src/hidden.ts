import { z } from 'zod';
import { ZId } from './users.ts';

/**
 * A person hides at most this many jobs, companies and employers together (DESIGN.md §14.3); one more
 * answers 409. Searches leave every one of them out, so the list is read on each search.
 */
export const HIDDEN_MAX = 1000;

export const HIDDEN_KINDS = ['job', 'company', 'owner'] as const;
export type THiddenKind = (typeof HIDDEN_KINDS)[number];

/**
 * One hidden thing as the "Hidden" list shows it, to be shown again: `label` is what the person saw
 * when they hid it (the job's title, the company's name, the employer's company name on the job), so
 * the list tells nothing the person did not see, and names a job that is gone.
 */
export const ZHiddenItem = z.object({ id: z.string(), label: z.string(), hiddenAt: z.string() });
z.globalRegistry.add(ZHiddenItem, { id: 'HiddenItem' });
export type THiddenItem = z.infer<typeof ZHiddenItem>;

/** `GET /hidden`, and the answer of every change to it: newest first. */
export const ZHiddenList = z.object({
  jobs: z.array(ZHiddenItem),
  companies: z.array(ZHiddenItem),
  owners: z.array(ZHiddenItem),
});
z.globalRegistry.add(ZHiddenList, { id: 'HiddenList' });
export type THiddenList = z.infer<typeof ZHiddenList>;

export const ZHiddenIdParams = z.object({ id: ZId });
export const ZHiddenOwnerParams = z.object({ userId: ZId });
