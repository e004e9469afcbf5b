import { AppError } from '../../../platform/errors.ts';

/** A notification whose signature checked out, in the provider's own terms. */
export interface VerifiedPayment {
  transactionId: string;
  /** The signed amount: what the provider says reached the receiver. */
  amount: number;
  currency: string;
  payerEmail: string | null;
  paidAt: Date;
  /** The job the payment is for (the label of the donation). */
  label: string;
}

export interface PaymentProvider {
  name: 'sandbox' | 'yoomoney';
  /** Checks the signature and the payment's state; throws 400 and nothing is stored otherwise. */
  verify(fields: Record<string, string>): VerifiedPayment;
}

export const badSignature = () =>
  new AppError(400, 'INVALID_SIGNATURE', 'The payment notification is not signed correctly');
export const refusedPayment = (why: string) => new AppError(400, 'VALIDATION', why);

/** Parses "200.00" the way payment providers send amounts. */
export function parseAmount(value: string | undefined): number {
  const amount = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(amount) || amount < 0) {
    throw refusedPayment('The payment amount is not a number');
  }
  return amount;
}

export function parseDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw refusedPayment('The payment date is not valid');
  return date;
}
