import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { passwordResets, sessions, users } from '../src/db/schema.ts';
import { useTestApp } from './support/test-app.ts';
import { createUser, nextAddress } from './support/factories.ts';
import { resetLinkIn, tokenOf } from './support/mail.ts';

const app = useTestApp({ PUBLIC_URL: 'https://debut.example' });

const forgot = (email: string) =>
  app().request({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: nextAddress(),
  });
const reset = (token: string, password: string) =>
  app().request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
    remoteAddress: nextAddress(),
  });

async function mailedToken(email: string): Promise<string> {
  const before = (await app().mails()).length;
  expect((await forgot(email)).statusCode).toBe(202);
  // The route answers before the link is written (the same time whether or not the address exists).
  const mail = (await app().mailsAtLeast(before + 1))[before] ?? '';
  const parsed = await simpleParser(mail);
  expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(email);
  const link = await resetLinkIn(mail);
  expect(link.startsWith('https://debut.example/reset-password?token=')).toBe(true);
  return tokenOf(link);
}

describe('password reset', () => {
  it('answers 202 for an unknown e-mail and sends nothing', async () => {
    const before = (await app().mails()).length;
    const response = await forgot('nobody-here@example.com');
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await app().mails()).toHaveLength(before);
  });

  it('mails a link in the user language that resets once and revokes every session', async () => {
    const { email, token: session, user } = await createUser(app());
    await app().ctx.db.update(users).set({ language: 'ru' }).where(eq(users.id, user.id));
    const token = await mailedToken(email);
    const parsed = await simpleParser((await app().mails()).at(-1) ?? '');
    expect(parsed.subject).toBe('Сброс пароля в Debut');

    expect((await reset(token, 'my fresh passphrase')).statusCode).toBe(204);
    expect((await app().request({ method: 'GET', url: '/api/auth/me', token: session })).statusCode).toBe(
      401,
    );
    const login = await app().request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'my fresh passphrase' },
    });
    expect(login.statusCode).toBe(200);

    const again = await reset(token, 'another fresh passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Token expired', code: 'TOKEN_EXPIRED' });
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email, user } = await createUser(app());
    const token = await mailedToken(email);
    await app()
      .ctx.db.update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, user.id));
    const response = await reset(token, 'my fresh passphrase');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an unknown token with Token expired', async () => {
    const response = await reset('made-up-token', 'my fresh passphrase');
    expect(response.json()).toEqual({ error: 'Token expired', code: 'TOKEN_EXPIRED' });
  });

  it('keeps the link usable when the new password is refused', async () => {
    const { email } = await createUser(app());
    const token = await mailedToken(email);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details[0].code).toBe('password_too_common');
    expect((await reset(token, 'short')).json().code).toBe('VALIDATION');
    expect((await reset(token, 'a good long passphrase')).statusCode).toBe(204);
  });

  it('stores only the hash of the token', async () => {
    const { email, user } = await createUser(app());
    const token = await mailedToken(email);
    const rows = await app().ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const before = await app().ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before.length).toBeGreaterThan(0);
  });
});
