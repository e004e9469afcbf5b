import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';

describe('loadConfig', () => {
  it('needs no variable at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      payment: { provider: 'sandbox' },
      price: { rub: 200, usdApprox: 2 },
      corsOrigins: ['http://127.0.0.1:3000'],
    });
  });

  it('reads every variable of DESIGN.md §12', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://debut.example/',
      DATA_DIR: '/var/lib/debut',
      DATABASE_URL: 'postgres://db/debut',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Debut <hi@debut.example>',
      PAYMENT_PROVIDER: 'yoomoney',
      YOOMONEY_RECEIVER: '4100',
      YOOMONEY_NOTIFICATION_SECRET: 's3cret',
      PRICE_RUB: '300',
      PRICE_USD_APPROX: '3.5',
      ADMIN_EMAILS: ' Boss@Debut.example , mod@debut.example',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      CORS_ORIGINS: 'https://a.example,https://b.example/',
      LOG_LEVEL: 'warn',
    });
    expect(config.publicUrl).toBe('https://debut.example');
    expect([...config.adminEmails]).toEqual(['boss@debut.example', 'mod@debut.example']);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.price).toEqual({ rub: 300, usdApprox: 3.5 });
    expect(config.payment).toEqual({
      provider: 'yoomoney',
      yoomoneyReceiver: '4100',
      yoomoneySecret: 's3cret',
      yoomoneyFeePercent: 3,
      donationUrl: 'https://yoomoney.ru/quickpay/confirm?receiver=4100',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got "abc"\)$/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL a postgres:\/\/ connection URL/],
    [{ PAYMENT_PROVIDER: 'paypal' }, /^Invalid configuration: PAYMENT_PROVIDER /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [{ PRICE_RUB: '-1' }, /^Invalid configuration: PRICE_RUB /],
    [{ PAYMENT_PROVIDER: 'yoomoney' }, /YOOMONEY_RECEIVER and YOOMONEY_NOTIFICATION_SECRET are required/],
  ])('stops on %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(/^[^\n]*$/);
  });
});

describe('donation URL', () => {
  it('points YooMoney payments at the configured wallet', async () => {
    const { clientConfig } = await import('../src/modules/system/routes.ts');
    const config = loadConfig({
      PAYMENT_PROVIDER: 'yoomoney',
      YOOMONEY_RECEIVER: '4100118',
      YOOMONEY_NOTIFICATION_SECRET: 'secret',
    });
    expect(clientConfig(config).payment).toEqual({
      provider: 'yoomoney',
      donationUrl: 'https://yoomoney.ru/quickpay/confirm?receiver=4100118',
    });
  });
});
