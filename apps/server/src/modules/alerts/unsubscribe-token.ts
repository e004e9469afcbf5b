import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of an alert mail: the alert's id and an HMAC of it, nothing about the
 * person. It works without signing in, so it names one alert and can do one thing: stop it.
 */
export function signUnsubscribeToken(secret: Buffer, alertId: string): string {
  return `${alertId}.${mac(secret, alertId)}`;
}

/** The alert a token names, or undefined when it was not made with this secret. */
export function verifyUnsubscribeToken(secret: Buffer, token: string): string | undefined {
  const [alertId, signature, ...rest] = token.split('.');
  if (!alertId || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, alertId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : undefined;
}

const mac = (secret: Buffer, alertId: string) =>
  createHmac('sha256', secret).update(`alert-unsubscribe:${alertId}`).digest('base64url');
