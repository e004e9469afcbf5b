import { describe, expect, it } from 'vitest';
import { yooMoneyHash, yooMoneyProvider } from './yoomoney.ts';

// The example of YooMoney's HTTP-notification documentation, with its published hash.
const SECRET = '01234567890ABCDEF01234567890';
const DOCUMENTED = {
  notification_type: 'p2p-incoming',
  operation_id: '1234567',
  amount: '300.00',
  currency: '643',
  datetime: '2011-07-01T09:00:00.000+04:00',
  sender: '41001XXXXXXXX',
  codepro: 'false',
  label: 'YM.label.12345',
};
const DOCUMENTED_HASH = 'a2ee4a9195f4a90e893cff4f62eeba0b662321f9';

describe('YooMoney notification signature', () => {
  it('reproduces the documented hash', () => {
    expect(yooMoneyHash({ ...DOCUMENTED, sha1_hash: '' }, SECRET)).toBe(DOCUMENTED_HASH);
  });

  it('accepts the documented notification', () => {
    const payment = yooMoneyProvider(SECRET).verify({ ...DOCUMENTED, sha1_hash: DOCUMENTED_HASH });
    expect(payment).toMatchObject({
      transactionId: '1234567',
      amount: 300,
      currency: 'RUB',
      label: 'YM.label.12345',
    });
  });

  it('refuses a wrong secret', () => {
    expect(() =>
      yooMoneyProvider('another secret').verify({ ...DOCUMENTED, sha1_hash: DOCUMENTED_HASH }),
    ).toThrow(/not signed correctly/);
  });

  it('refuses a changed amount or label', () => {
    const provider = yooMoneyProvider(SECRET);
    expect(() => provider.verify({ ...DOCUMENTED, amount: '3000.00', sha1_hash: DOCUMENTED_HASH })).toThrow(
      /not signed correctly/,
    );
    expect(() => provider.verify({ ...DOCUMENTED, label: 'other-job', sha1_hash: DOCUMENTED_HASH })).toThrow(
      /not signed correctly/,
    );
  });

  it('verifies a replay the same way (storing it once is the service’s job)', () => {
    const provider = yooMoneyProvider(SECRET);
    const first = provider.verify({ ...DOCUMENTED, sha1_hash: DOCUMENTED_HASH });
    const replay = provider.verify({ ...DOCUMENTED, sha1_hash: DOCUMENTED_HASH.toUpperCase() });
    expect(replay.transactionId).toBe(first.transactionId);
  });

  it('refuses protected and unaccepted payments, and unsigned ones', () => {
    const provider = yooMoneyProvider(SECRET);
    const protectedOne = { ...DOCUMENTED, codepro: 'true' };
    expect(() =>
      provider.verify({
        ...protectedOne,
        sha1_hash: yooMoneyHash({ ...protectedOne, sha1_hash: '' }, SECRET),
      }),
    ).toThrow(/Protected/);
    expect(() => provider.verify({ ...DOCUMENTED, unaccepted: 'true', sha1_hash: DOCUMENTED_HASH })).toThrow(
      /not been accepted/,
    );
    const { label: _label, ...unsigned } = DOCUMENTED;
    expect(() => provider.verify(unsigned)).toThrow(/not signed correctly/);
  });

  it('takes the signed amount, never the unsigned withdraw_amount', () => {
    // YooMoney leaves withdraw_amount out of the sha1: a relay could write any figure there.
    const fields = { ...DOCUMENTED, amount: '150.00', withdraw_amount: '100000.00' };
    const payment = yooMoneyProvider(SECRET).verify({
      ...fields,
      sha1_hash: yooMoneyHash({ ...fields, sha1_hash: '' }, SECRET),
    });
    expect(payment.amount).toBe(150);
  });
});
