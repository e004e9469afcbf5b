import type { PublicJob } from '../queries.ts';
import { professionName } from '../profession-name.ts';
import { formatSalary } from './format.ts';
import { escapeHtml } from './html.ts';
import type { PageContext } from './page-context.ts';

/** Jobs as a list of links to their pages: title, company, pay, place and profession. */
export function jobList(jobs: PublicJob[], context: PageContext): string {
  const items = jobs.map((job) => {
    const salary = formatSalary(job, context.language, context.t);
    const facts = [
      `<span dir="auto">${escapeHtml(job.companyName)}</span>`,
      salary ? escapeHtml(salary) : null,
      `<span dir="auto">${escapeHtml(job.address)}</span>`,
      escapeHtml(professionName(job.category, context.language, job.categoryOther)),
    ].filter(Boolean);
    return `<li><a href="/vacancies/${job.number}" dir="auto">${escapeHtml(job.title)}</a><div class="muted">${facts.join(' · ')}</div></li>`;
  });
  return `<ul class="jobs">${items.join('')}</ul>`;
}
