import type { ListedJob } from '../queries.ts';
import { html, joinHtml, type SafeHtml } from '../../../platform/html.ts';
import { professionName } from '../profession-name.ts';
import { formatSalary } from './format.ts';
import type { PageContext } from './page-context.ts';

/** Jobs as a list of links to their pages: title, company, pay, place and profession. */
export function jobList(jobs: ListedJob[], context: PageContext): SafeHtml {
  const items = jobs.map((job) => {
    const facts = [
      html`<span dir="auto">${job.companyName}</span>`,
      formatSalary(job, context.language, context.t),
      html`<span dir="auto">${job.address}</span>`,
      professionName(job.category, context.language, job.categoryOther),
    ];
    return html`<li><a href="${context.localPath(`/vacancies/${job.number}`)}" dir="auto">${job.title}</a><div class="muted">${joinHtml(facts, ' · ')}</div></li>`;
  });
  return html`<ul class="jobs">${items}</ul>`;
}
