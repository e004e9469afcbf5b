import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The two addresses of a mail's one-click unsubscribe (RFC 8058, DESIGN.md §14.0) for one signed token:
 * the link in the text opens the web app's page, which asks before nothing and says what it did; the
 * List-Unsubscribe header points mail clients at the API, which they POST to.
 */
export interface UnsubscribeLinks {
  /** The web app's page, written in the mail's text. */
  unsubscribe: string;
  /** POST /api/notifications/unsubscribe, for the List-Unsubscribe header. */
  oneClick: string;
}

export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    unsubscribe: `${publicUrl}/unsubscribe?${query}`,
    oneClick: `${publicUrl}/api/notifications/unsubscribe?${query}`,
  };
}

/** RFC 8058's header pair for a mail whose kind the reader can switch off. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The token of a kind's unsubscribe link: the kind, the account and an HMAC of both, nothing else
 * about the person. It works signed out, so it can do one thing: switch that kind off for that account.
 */
export function signKindToken(secret: Buffer, kind: string, userId: string): string {
  return `${kind}.${userId}.${kindMac(secret, kind, userId)}`;
}

/** The kind and account a token names, or undefined when it was not made with this secret. */
export function verifyKindToken(secret: Buffer, token: string): { kind: string; userId: string } | undefined {
  const [kind, userId, signature, ...rest] = token.split('.');
  if (!kind || !userId || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(kindMac(secret, kind, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, userId } : undefined;
}

/** The secret (platform/secrets.ts) the kind tokens are signed with. */
export const KIND_TOKEN_SECRET = 'notification-unsubscribe';

const kindMac = (secret: Buffer, kind: string, userId: string) =>
  createHmac('sha256', secret).update(`notification-unsubscribe:${kind}:${userId}`).digest('base64url');
