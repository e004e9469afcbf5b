import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config.ts';
import { simpleParser } from 'mailparser';
import { ZAccountExport } from '@debut/contract/export';
import { emailVerifications, users } from '../src/db/schema.ts';
import { startTestApp, useTestApp, waitFor, type TestApp } from './support/test-app.ts';
import { createJob, createUser, nextAddress, publishJob } from './support/factories.ts';
import { tokenOf } from './support/mail.ts';

// Issue 16, item 2: registering an address proves nothing, so ADMIN_EMAILS holds only for a confirmed
// one; the confirmation is a single-use, expiring link mailed at registration.

const BOSS = 'boss@debut.example';
const app = useTestApp({ PUBLIC_URL: 'https://debut.example', ADMIN_EMAILS: BOSS });

const register = (t: TestApp, email: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      displayName: 'Vera Verify',
      email,
      password: 'a long verify passphrase',
      acceptTerms: true,
      acceptPrivacy: true,
    },
    remoteAddress: nextAddress(),
  });
const verify = (token: string) =>
  app().request({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token },
    remoteAddress: nextAddress(),
  });
const resend = (token: string) =>
  app().request({
    method: 'POST',
    url: '/api/auth/resend-verification',
    token,
    remoteAddress: nextAddress(),
  });
const me = async (token: string) =>
  (await app().request({ method: 'GET', url: '/api/auth/me', token })).json().user as {
    role: string;
    emailVerified: boolean;
  };

/** The confirmation links mailed to `email` so far, oldest first (waits for `count` of them). */
async function linksTo(email: string, count = 1): Promise<string[]> {
  const mine = async () => {
    const parsed = await Promise.all((await app().mails()).map((raw) => simpleParser(raw)));
    return parsed.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
  };
  const started = Date.now();
  let mails = await mine();
  while (mails.length < count) {
    if (Date.now() - started > 5000) throw new Error(`fewer than ${count} mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
    mails = await mine();
  }
  return mails.map((mail) => {
    const match = /(https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_%-]+)/.exec(mail.text ?? '');
    if (!match?.[1]) throw new Error('no confirmation link in the mail');
    return match[1];
  });
}

async function registered(email = `vera-${randomUUID().slice(0, 8)}@example.com`) {
  const response = await register(app(), email);
  expect(response.statusCode).toBe(201);
  const { token, user } = response.json() as { token: string; user: { id: string; emailVerified: boolean } };
  return { email, token, user };
}

describe('the link mailed at registration', () => {
  // DESIGN.md §14.0: the first mail is in the language the person registered in, never only English.
  it("is in the registering person's language: the form's, else the interface's, else the browser's", async () => {
    const cases: { language?: string; headers?: Record<string, string>; subject: string; tag: string }[] = [
      {
        language: 'ru',
        headers: { 'accept-language': 'de' },
        subject: 'Подтвердите адрес электронной почты в Debut',
        tag: 'ru',
      },
      {
        headers: { cookie: 'i18next=de', 'accept-language': 'ar' },
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse bei Debut',
        tag: 'de',
      },
      {
        headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' },
        subject: 'أكّد عنوان بريدك الإلكتروني في Debut',
        tag: 'ar',
      },
    ];
    for (const { language, headers, subject, tag } of cases) {
      const email = `lang-${randomUUID().slice(0, 8)}@example.com`;
      const response = await app().request({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: {
          displayName: 'Lena Language',
          email,
          password: 'a long verify passphrase',
          acceptTerms: true,
          acceptPrivacy: true,
          ...(language ? { language } : {}),
        },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const mails = await Promise.all((await app().mails()).map((raw) => simpleParser(raw)));
      const mine = mails.find((mail) => mail.to && 'text' in mail.to && mail.to.text === email);
      expect(mine?.subject, JSON.stringify(headers)).toBe(subject);
      expect(mine?.headers.get('content-language')).toBe(tag);
    }
  });

  it('arrives in English for a new account, and the account starts unconfirmed', async () => {
    const { email, user } = await registered();
    expect(user.emailVerified).toBe(false);
    const [link] = await linksTo(email);
    expect(link).toMatch(/^https:\/\/debut\.example\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const raw = (await app().mails()).find((mail) => mail.includes(`To: ${email}`)) ?? '';
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Confirm your e-mail address on Debut');
    expect(parsed.text).toContain('within 48 hours');
  });

  it('confirms once: the second use is refused as invalid', async () => {
    const { email, token } = await registered();
    const [link = ''] = await linksTo(email);
    expect((await verify(tokenOf(link))).statusCode).toBe(204);
    expect((await me(token)).emailVerified).toBe(true);
    const again = await verify(tokenOf(link));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Token invalid or already used', code: 'TOKEN_INVALID' });
  });

  it('confirms once when two clicks race each other', async () => {
    const { email } = await registered();
    const [link = ''] = await linksTo(email);
    const answers = await Promise.all([1, 2, 3].map(() => verify(tokenOf(link))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400, 400]);
  });

  it('is refused as expired after its time, and the account stays unconfirmed', async () => {
    const { email, token, user } = await registered();
    const [link = ''] = await linksTo(email);
    await app()
      .ctx.db.update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.userId, user.id));
    const response = await verify(tokenOf(link));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Token expired', code: 'TOKEN_EXPIRED' });
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('refuses an unknown token and one sent to an address the account no longer has', async () => {
    expect((await verify('x'.repeat(43))).json().code).toBe('TOKEN_INVALID');
    const { email, token, user } = await registered();
    const [link = ''] = await linksTo(email);
    await app()
      .ctx.db.update(users)
      .set({ email: `moved-${randomUUID().slice(0, 8)}@example.com` })
      .where(eq(users.id, user.id));
    expect((await verify(tokenOf(link))).json().code).toBe('TOKEN_INVALID');
    expect((await me(token)).emailVerified).toBe(false);
  });

  it('is stored only as a hash, and goes with the account', async () => {
    const { email, token, user } = await registered();
    const [link = ''] = await linksTo(email);
    const [row] = await app()
      .ctx.db.select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toBe(tokenOf(link));
    const deleted = await app().request({ method: 'DELETE', url: '/api/users/me', token });
    expect(deleted.statusCode).toBe(204);
    const left = await app()
      .ctx.db.select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id));
    expect(left).toEqual([]);
  });

  it('shows in the data export as dates only', async () => {
    const { email, token } = await registered();
    const [link = ''] = await linksTo(email);
    await verify(tokenOf(link));
    const response = await app().request({ method: 'GET', url: '/api/users/me/export', token });
    const document = ZAccountExport.parse(response.json());
    expect(Date.parse(document.account.emailVerifiedAt ?? '')).not.toBeNaN();
    expect(document.emailVerifications).toHaveLength(1);
    expect(Object.keys(document.emailVerifications[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'usedAt',
    ]);
    expect(response.body).not.toContain(tokenOf(link));
  });
});

describe('mails to an address not yet confirmed (issue 27, item 6)', () => {
  it('carry no display name: neither the confirmation nor a reset link', async () => {
    const email = `named-${randomUUID().slice(0, 8)}@example.com`;
    const response = await app().request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        displayName: 'Visit https://evil.example now',
        email,
        password: 'a long verify passphrase',
        acceptTerms: true,
        acceptPrivacy: true,
      },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(201);
    await linksTo(email);
    await app().request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    const mine = async () =>
      (await Promise.all((await app().mails()).map((raw) => simpleParser(raw)))).filter(
        (mail) => mail.to && 'text' in mail.to && mail.to.text === email,
      );
    let mails = await mine();
    for (let attempt = 0; mails.length < 2 && attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mails = await mine();
    }
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(`${mail.subject ?? ''}\n${mail.text ?? ''}`).not.toContain('evil.example');
      expect(mail.text ?? '').toContain('Hello!');
    }
  });
});

describe('POST /auth/resend-verification', () => {
  it('mails a new link three times an hour, then answers 429', async () => {
    const { email, token } = await registered();
    await linksTo(email);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await resend(token)).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const links = await linksTo(email, 4);
    expect(new Set(links).size).toBe(4);
    // Every link is good until used: the newest one confirms.
    expect((await verify(tokenOf(links.at(-1) ?? ''))).statusCode).toBe(204);
  });

  it('answers 409 once the address is confirmed, and 401 without a session', async () => {
    const { email, token } = await registered();
    const [link = ''] = await linksTo(email);
    await verify(tokenOf(link));
    const response = await resend(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'E-mail already confirmed', code: 'CONFLICT' });
    const anonymous = await app().request({ method: 'POST', url: '/api/auth/resend-verification' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('ADMIN_EMAILS (issue 27, item 3)', () => {
  const signIn = (password: string) =>
    app().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BOSS, password },
      remoteAddress: nextAddress(),
    });
  const adminList = (token: string) => app().request({ method: 'GET', url: '/api/admin/users', token });

  /** The reset link mailed to `email`, once it has arrived. */
  const resetLinkTo = (email: string) =>
    waitFor(async () => {
      for (const raw of await app().mails()) {
        const mail = await simpleParser(raw);
        const to = mail.to && 'text' in mail.to ? mail.to.text : '';
        const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(mail.text ?? '')?.[1];
        if (to === email && link) return link;
      }
      return undefined;
    });

  it('gives the role to no one who registered the address: confirming ends every session and asks the owner to reset the password', async () => {
    // The attacker registers the admin's address first and keeps a session open.
    const { token: squatter } = await registered(BOSS);
    expect((await me(squatter)).role).toBe('user');
    expect((await signIn('a long verify passphrase')).json().user.role).toBe('user');

    // The real owner opens the confirmation mail and clicks.
    const [link = ''] = await linksTo(BOSS);
    expect((await verify(tokenOf(link))).statusCode).toBe(204);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token: squatter })).statusCode).toBe(
      401,
    );
    // The attacker's password still signs in, but to no admin.
    const again = await signIn('a long verify passphrase');
    expect(again.json().user).toMatchObject({ role: 'user', emailVerified: true });
    expect((await adminList(again.json().token as string)).statusCode).toBe(403);

    // The owner resets the password from the link that was mailed unasked: the role comes with it,
    // and every other session (the attacker's) ends.
    const reset = await app().request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf((await resetLinkTo(BOSS)) ?? ''), password: 'the owner chose this one' },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode).toBe(204);
    expect(
      (await app().request({ method: 'GET', url: '/api/auth/me', token: again.json().token })).statusCode,
    ).toBe(401);
    expect((await signIn('a long verify passphrase')).statusCode).toBe(401);
    const owner = await signIn('the owner chose this one');
    expect(owner.json().user.role).toBe('admin');
    expect((await adminList(owner.json().token as string)).statusCode).toBe(200);
    const [row] = await app().ctx.db.select().from(users).where(eq(users.email, BOSS));
    expect(row?.adminGrant).toBe('config');
  });

  it('takes the role back at the next start once the address leaves the list; a command-line grant stays', async () => {
    const granted = await registered();
    await app().services.moderation.setAdmin(granted.email, true);
    const [boss] = await app().ctx.db.select().from(users).where(eq(users.email, BOSS));
    expect(boss?.role).toBe('admin');

    // The same database started again with an empty ADMIN_EMAILS.
    const env = { DATA_DIR: app().dataDir, LOG_LEVEL: 'silent', WEB_DIST: `${app().dataDir}/no-web` };
    const restarted = await buildApp(loadConfig({ ...env, ADMIN_EMAILS: '' }), {
      database: app().testDb.database,
    });
    await restarted.app.close();
    const roles = await app()
      .ctx.db.select({ email: users.email, role: users.role, adminGrant: users.adminGrant })
      .from(users)
      .where(inArray(users.email, [BOSS, granted.email]));
    expect(roles.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      [
        { email: BOSS, role: 'user', adminGrant: null },
        { email: granted.email, role: 'admin', adminGrant: 'command_line' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });
});

describe('the job payload', () => {
  it('says whether the owner confirmed their e-mail, on the card and in search results', async () => {
    const { email, token, user } = await registered();
    const seeker = await createUser(app());
    const job = await publishJob(
      app(),
      (await createJob(app(), user.id, { title: `Confirmed-owner courier ${randomUUID().slice(0, 6)}` })).id,
    );
    const card = async () =>
      (await app().request({ method: 'GET', url: `/api/jobs/${job.id}`, token: seeker.token })).json().job;
    const hit = async () => {
      const found = await app().request({ method: 'GET', url: '/api/jobs?limit=50', token: seeker.token });
      return (found.json().items as { _id: string; ownerEmailVerified: boolean }[]).find(
        (item) => item._id === job.id,
      );
    };
    const near = async () => {
      const found = await app().request({
        method: 'GET',
        url: '/api/jobs?lat=55.7558&lng=37.6173&radiusKm=5&limit=50',
        token: seeker.token,
      });
      return (found.json().items as { _id: string; ownerEmailVerified: boolean }[]).find(
        (item) => item._id === job.id,
      );
    };
    expect((await card()).ownerEmailVerified).toBe(false);
    expect((await hit())?.ownerEmailVerified).toBe(false);
    expect((await near())?.ownerEmailVerified).toBe(false);

    const [link = ''] = await linksTo(email);
    await verify(tokenOf(link));
    expect((await card()).ownerEmailVerified).toBe(true);
    expect((await hit())?.ownerEmailVerified).toBe(true);
    expect((await near())?.ownerEmailVerified).toBe(true);
    const mine = await app().request({ method: 'GET', url: '/api/jobs/my', token });
    expect(mine.json().items[0].ownerEmailVerified).toBe(true);
  });
});

describe('a mail server that fails', () => {
  it('neither fails nor holds up registration, and the log names no address', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await startTestApp(
      { LOG_LEVEL: 'warn' },
      {
        logStream,
        mailer: {
          send: () =>
            Promise.reject(
              Object.assign(new Error('550 no such user nobody@fail.example'), { code: 'EENVELOPE' }),
            ),
          close: () => undefined,
        },
      },
    );
    try {
      const response = await register(t, 'nobody@fail.example');
      expect(response.statusCode).toBe(201);
      // The mail waits in the outbox and is tried again later (DESIGN.md §14.0).
      await t.ctx.outbox.deliverDue(t.ctx.db);
      await waitFor(() =>
        lines.some((line) => line.includes('outbox entry will retry')) ? true : undefined,
      );
      const log = lines.join('');
      expect(log).toContain('EENVELOPE');
      expect(log).not.toContain('fail.example');
    } finally {
      await t.close();
    }
  });
});
