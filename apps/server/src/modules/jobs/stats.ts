import { sql } from 'drizzle-orm';
import type { TJobStatsResponse } from '@debut/contract/jobs';
import type { Db } from '../../db/client.ts';

interface DayRow {
  day: string;
  views: number;
  applications: number;
}
interface TotalsRow {
  applications: number;
  answered: number;
  hired: number;
}

/**
 * A job's last `days` calendar days (UTC), every day present: its views (one per viewer and day, the
 * job_views rows that also make its `views` count) and the applications that arrived; the totals are
 * over the same days, with those of the arrivals the team answered and hired.
 */
export async function jobStats(db: Db, jobId: string, days: number): Promise<TJobStatsResponse> {
  const series = await db.execute(sql`
    with span as (
      select generate_series(
        (now() at time zone 'UTC')::date - ${days - 1}::int,
        (now() at time zone 'UTC')::date,
        interval '1 day')::date as day
    ),
    viewed as (
      select day, count(*)::int as n from job_views
      where job_id = ${jobId} and day >= (select min(day) from span)
      group by day
    ),
    applied as (
      select (created_at at time zone 'UTC')::date as day, count(*)::int as n from applications
      where job_id = ${jobId} and created_at >= (select min(day) from span)::timestamp at time zone 'UTC'
      group by 1
    )
    select to_char(span.day, 'YYYY-MM-DD') as day,
      coalesce(viewed.n, 0) as views, coalesce(applied.n, 0) as applications
    from span left join viewed using (day) left join applied using (day)
    order by span.day`);
  const totals = await db.execute(sql`
    select count(*)::int as applications,
      (count(*) filter (where answered_at is not null))::int as answered,
      (count(*) filter (where status = 'hired'))::int as hired
    from applications
    where job_id = ${jobId}
      and created_at >= ((now() at time zone 'UTC')::date - ${days - 1}::int)::timestamp at time zone 'UTC'`);
  const rows = (series as unknown as { rows: DayRow[] }).rows;
  const [total] = (totals as unknown as { rows: TotalsRow[] }).rows;
  return {
    days: rows,
    totals: {
      views: rows.reduce((sum, row) => sum + row.views, 0),
      applications: total?.applications ?? 0,
      answered: total?.answered ?? 0,
      hired: total?.hired ?? 0,
    },
  };
}
