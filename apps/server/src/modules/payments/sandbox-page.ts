import { randomUUID } from 'node:crypto';
import { signSandbox } from './providers/sandbox.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const SANDBOX_PAYER_EMAIL = 'sandbox-payer@example.com';

/**
 * The sandbox donation page: plain HTML with no script, like an aggregator's page. Its Pay button
 * posts a notification the server signs now, so tampering with any field makes it fail verification.
 */
export function sandboxDonatePage(input: { label: string; sum: number; secret: Buffer }): string {
  const fields = {
    transaction_id: `sandbox-${randomUUID()}`,
    amount: input.sum.toFixed(2),
    currency: 'RUB',
    payer_email: SANDBOX_PAYER_EMAIL,
    datetime: new Date().toISOString(),
    label: input.label,
  };
  const signature = signSandbox(fields, input.secret);
  const hidden = Object.entries({ ...fields, signature })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escape(value)}">`)
    .join('\n        ');
  // Relative addresses: the page works whatever host name it was reached by.
  const failUrl = `/payment-result?status=fail&jobId=${encodeURIComponent(input.label)}`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Test payment — Debut sandbox</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; background: #fff8e1; color: #1a1a1a; }
      main { max-width: 32rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border: 3px dashed #e65100; border-radius: 12px; }
      .ribbon { background: #e65100; color: #fff; font-weight: 700; padding: 0.5rem 1rem; border-radius: 6px; text-align: center; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
      dt { font-weight: 600; }
      .actions { display: flex; gap: 1rem; margin-block-start: 1.5rem; }
      button, a.fail { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; cursor: pointer; }
      button { background: #2e7d32; color: #fff; border: 0; }
      a.fail { background: #fff; color: #b71c1c; border: 2px solid #b71c1c; text-decoration: none; }
      button:focus-visible, a.fail:focus-visible { outline: 3px solid #0d47a1; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <p class="ribbon" role="note">TEST PAYMENT PAGE — no real money is charged · ТЕСТОВАЯ ОПЛАТА — деньги не списываются</p>
      <h1>Donation for publishing a vacancy</h1>
      <p>This page stands in for the payment aggregator while Debut runs without a real payment provider.</p>
      <dl>
        <dt>Job</dt><dd>${escape(input.label)}</dd>
        <dt>Amount</dt><dd>${escape(fields.amount)} RUB</dd>
        <dt>Payer</dt><dd>${escape(fields.payer_email)}</dd>
      </dl>
      <form method="post" action="/api/payments/notifications/sandbox">
        ${hidden}
        <div class="actions">
          <button type="submit">Pay ${escape(fields.amount)} RUB (test)</button>
          <a class="fail" href="${escape(failUrl)}">Fail the payment</a>
        </div>
      </form>
    </main>
  </body>
</html>`;
}
