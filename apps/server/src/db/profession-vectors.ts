import { sql } from 'drizzle-orm';
import { professionNameTerms } from '@debut/contract/profession-lookup';
import { OTHER_PROFESSION, PROFESSIONS } from '@debut/contract/professions';
import type { Db } from './client.ts';

/**
 * Writes each listed profession's names in the 15 languages as one vector (migration 0028), from the
 * contract, so a profession added or renamed there is searchable after the next start without a
 * migration of its own: the last step of migrating, as it derives the schema's data from the
 * contract (the jobs module reads the table; nothing else writes it); the words also join the vocabulary that corrects typos (search_words), since
 * no job's text holds them. Runs after the migrations, under their lock: idempotent, and a no-op when
 * nothing changed. "other" has no names to match: its jobs are found by the owner's words.
 */
export async function syncProfessionVectors(db: Db): Promise<void> {
  const names = Object.fromEntries(
    PROFESSIONS.filter((key) => key !== OTHER_PROFESSION).map((key) => [key, professionNameTerms(key)]),
  );
  await db.execute(sql`
    with wanted as (
      select key as category, to_tsvector('simple', value) as vector
      from jsonb_each_text(${JSON.stringify(names)}::jsonb)
    ), gone as (
      delete from profession_vectors p where not exists (select 1 from wanted w where w.category = p.category)
    ), words as (
      insert into search_words (word)
      select distinct w from wanted, unnest(tsvector_to_array(wanted.vector)) as w
      where length(w) between 3 and 40 and w !~ '[''\\\\]'
      on conflict do nothing
    )
    insert into profession_vectors (category, vector) select category, vector from wanted
    on conflict (category) do update set vector = excluded.vector
      where profession_vectors.vector is distinct from excluded.vector`);
}
