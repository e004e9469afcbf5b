import { RTL_LANGUAGES, type TLanguage } from '@debut/contract/constants';
import { numberFormat } from '@debut/contract/intl-formats';
import type { TFunction } from 'i18next';
import { html, joinHtml, styleElement, type SafeHtml } from '../../platform/html.ts';
import { serverTexts } from '../../platform/i18n.ts';
import { signSandbox } from './providers/sandbox.ts';
import { SANDBOX_PAGE_TEXTS } from './sandbox-page-texts.ts';

const sandboxT = serverTexts('sandbox', SANDBOX_PAGE_TEXTS);

export const SANDBOX_PAYER_EMAIL = 'sandbox-payer@example.com';

/** The job a donation is for, as the page names it. */
export interface DonationJob {
  number: number;
  title: string;
  /** A payment that covers the price already waits for this job's publication. */
  paid: boolean;
  /** Payments the job has received so far. */
  payments: number;
}

const STYLE = styleElement(`
      body { font-family: system-ui, sans-serif; margin: 0; background: #fff8e1; color: #1a1a1a; }
      main { max-width: 32rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 3px dashed #e65100; border-radius: 12px; overflow-wrap: anywhere; }
      .ribbon { background: #e65100; color: #fff; font-weight: 700; padding: 0.5rem 1rem; border-radius: 6px; text-align: center; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
      dt { font-weight: 600; }
      dd { margin: 0; }
      .actions { display: flex; flex-wrap: wrap; gap: 1rem; margin-block-start: 1.5rem; }
      button, a.fail, a.back { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; cursor: pointer; }
      button { background: #2e7d32; color: #fff; border: 0; }
      a.fail { background: #fff; color: #b71c1c; border: 2px solid #b71c1c; text-decoration: none; }
      a.back { display: inline-block; background: #1a1a1a; color: #fff; text-decoration: none; }
      button:focus-visible, a:focus-visible { outline: 3px solid #0d47a1; outline-offset: 2px; }
      @media (max-width: 36rem) { main { margin: 1rem; } }
    `);

function layout(language: TLanguage, t: TFunction, body: SafeHtml): string {
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  return html`<!doctype html>
<html lang="${language}" dir="${dir}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${t('htmlTitle')}</title>
    ${STYLE}
  </head>
  <body>
    <main>
      <p class="ribbon" role="note">${t('ribbon')}</p>
${body}
    </main>
  </body>
</html>`.toString();
}

/**
 * The sandbox donation page: plain HTML with no script, like an aggregator's page, in the payer's
 * language. Its Pay button posts a notification the server signs now, so tampering with any field
 * makes it fail verification. Without a job behind the label it says so and offers no form.
 */
export function sandboxDonatePage(input: {
  label: string;
  sum: number;
  secret: Buffer;
  language: TLanguage;
  job: DonationJob | null;
}): string {
  const t = sandboxT(input.language);
  if (!input.job) {
    return layout(
      input.language,
      t,
      html`      <h1>${t('notFoundTitle')}</h1>
      <p>${t('notFound')}</p>
      <p><a class="back" href="/my-jobs">${t('backToMyJobs')}</a></p>`,
    );
  }
  const job = { number: String(input.job.number), title: input.job.title };
  if (input.job.paid) {
    const confirmUrl = `/confirm-publish?jobId=${encodeURIComponent(input.label)}`;
    return layout(
      input.language,
      t,
      html`      <h1>${t('alreadyPaidTitle')}</h1>
      <p>${t('alreadyPaid', job)}</p>
      <p><a class="back" href="${confirmUrl}">${t('confirmPublish')}</a></p>`,
    );
  }
  const fields = {
    // One id per job and payment so far: the page opened twice (two tabs, a double click on Pay) posts
    // the same transaction twice, which is stored once, as a real aggregator's repeated notice is.
    transaction_id: `sandbox-${input.label}-${input.job.payments + 1}`,
    amount: input.sum.toFixed(2),
    currency: 'RUB',
    payer_email: SANDBOX_PAYER_EMAIL,
    datetime: new Date().toISOString(),
    label: input.label,
  };
  const signature = signSandbox(fields, input.secret);
  const hidden = joinHtml(
    Object.entries({ ...fields, signature }).map(
      ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
    ),
    html`\n        `,
  );
  const amount = `${numberFormat(input.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(input.sum)} ${fields.currency}`;
  // Relative addresses: the page works whatever host name it was reached by.
  const failUrl = `/payment-result?status=fail&jobId=${encodeURIComponent(input.label)}`;
  return layout(
    input.language,
    t,
    html`      <h1>${t('heading')}</h1>
      <p>${t('intro')}</p>
      <dl>
        <dt>${t('job')}</dt><dd>${t('jobValue', job)}</dd>
        <dt>${t('amount')}</dt><dd>${amount}</dd>
        <dt>${t('payer')}</dt><dd>${fields.payer_email}</dd>
      </dl>
      <form method="post" action="/api/payments/notifications/sandbox">
        ${hidden}
        <div class="actions">
          <button type="submit">${t('pay', { amount })}</button>
          <a class="fail" href="${failUrl}">${t('fail')}</a>
        </div>
      </form>`,
  );
}
