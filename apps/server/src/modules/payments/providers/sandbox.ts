import { createHmac, timingSafeEqual } from 'node:crypto';
import { ZSandboxNotification } from '@debut/contract/payments';
import { badSignature, parseAmount, parseDate, type PaymentProvider } from './provider.ts';

const SIGNED_FIELDS = ['transaction_id', 'amount', 'currency', 'payer_email', 'datetime', 'label'] as const;
type SignedFields = Record<(typeof SIGNED_FIELDS)[number], string>;

/** HMAC-SHA256 over the fields in a fixed order, with the server's own secret. */
export function signSandbox(fields: SignedFields, secret: Buffer): string {
  const payload = SIGNED_FIELDS.map((name) => fields[name]).join('&');
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/**
 * The test provider: the server's own donation page posts a notification that the server signed when
 * it served the page, and it is verified exactly like a real aggregator's.
 */
export function sandboxProvider(secret: Buffer): PaymentProvider {
  return {
    name: 'sandbox',
    verify(raw) {
      const parsed = ZSandboxNotification.safeParse(raw);
      if (!parsed.success) throw badSignature();
      const fields = parsed.data;
      const expected = Buffer.from(signSandbox(fields, secret), 'hex');
      const given = Buffer.from(fields.signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature();
      return {
        transactionId: fields.transaction_id,
        amount: parseAmount(fields.amount),
        currency: fields.currency,
        payerEmail: fields.payer_email || null,
        paidAt: parseDate(fields.datetime),
        label: fields.label,
      };
    },
  };
}
