import type { TestApp } from './test-app.ts';

/** Opens the sandbox donation page for a job and reads the signed fields its Pay button posts. */
export async function sandboxForm(t: TestApp, jobId: string, sum = 200): Promise<Record<string, string>> {
  const page = await t.request({ method: 'GET', url: `/sandbox/donate?label=${jobId}&sum=${sum}` });
  if (page.statusCode !== 200) throw new Error(`sandbox page answered ${page.statusCode}`);
  const fields: Record<string, string> = {};
  for (const match of page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = (match[2] ?? '').replace(/&#(\d+);/g, (_m, code: string) =>
      String.fromCharCode(Number(code)),
    );
  }
  return fields;
}

/** Posts a notification the way the sandbox page's form does. */
export function notify(t: TestApp, fields: Record<string, string>, provider = 'sandbox') {
  return t.request({
    method: 'POST',
    url: `/api/payments/notifications/${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Pays for a job through the sandbox page, as the donation tab would. */
export async function payForJob(t: TestApp, jobId: string, sum = 200): Promise<void> {
  const response = await notify(t, await sandboxForm(t, jobId, sum));
  if (response.statusCode !== 303)
    throw new Error(`payment answered ${response.statusCode}: ${response.body}`);
}

/** `PUT /api/jobs/{id}` asking to publish, as the owner's Publish button does. */
export function requestPublication(t: TestApp, token: string, jobId: string) {
  return t.request({
    method: 'PUT',
    url: `/api/jobs/${jobId}`,
    token,
    payload: { status: 'active', published: true },
  });
}
