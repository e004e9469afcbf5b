import { createHash, timingSafeEqual } from 'node:crypto';
import { ZYooMoneyNotification, type TYooMoneyNotification } from '@debut/contract/payments';
import { badSignature, parseAmount, parseDate, refusedPayment, type PaymentProvider } from './provider.ts';

/** YooMoney's documented check string: the fields and the secret joined by "&", in this order. */
export function yooMoneyHash(fields: TYooMoneyNotification, secret: string): string {
  const parts = [
    fields.notification_type,
    fields.operation_id,
    fields.amount,
    fields.currency,
    fields.datetime,
    fields.sender,
    fields.codepro,
    secret,
    fields.label,
  ];
  return createHash('sha1').update(parts.join('&'), 'utf8').digest('hex');
}

export function yooMoneyProvider(secret: string): PaymentProvider {
  return {
    name: 'yoomoney',
    verify(raw) {
      const parsed = ZYooMoneyNotification.safeParse(raw);
      if (!parsed.success) throw badSignature();
      const fields = parsed.data;
      const expected = Buffer.from(yooMoneyHash(fields, secret), 'hex');
      const given = Buffer.from(fields.sha1_hash.toLowerCase(), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature();
      // Protected (codepro) and unaccepted transfers have not reached the wallet.
      if (fields.codepro === 'true') throw refusedPayment('Protected payments are not accepted');
      if (fields.unaccepted === 'true') throw refusedPayment('The payment has not been accepted yet');
      return {
        transactionId: fields.operation_id,
        // Only signed fields decide: `amount` (what reached the wallet after YooMoney's fee) is inside
        // the sha1, `withdraw_amount` (what the payer paid) is not, so anyone relaying a notification
        // could raise it. The publication accepts `amount` down to the price less the fee allowance
        // (YOOMONEY_FEE_PERCENT, acceptedMinimum in the payments service).
        amount: parseAmount(fields.amount),
        currency: fields.currency === '643' ? 'RUB' : fields.currency,
        payerEmail: fields.email || null,
        paidAt: parseDate(fields.datetime),
        label: fields.label,
      };
    },
  };
}
