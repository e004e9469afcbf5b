import { describe, expect, it } from 'vitest';
import { requestLanguage } from '../src/platform/request-language.ts';

// Once per run: the same on every database (apps/server/vitest.config.ts).

describe('requestLanguage', () => {
  it('takes ?lng=, then the i18next cookie, then Accept-Language by weight, then English', () => {
    expect(requestLanguage({ query: 'pt-BR', cookie: 'i18next=ru', acceptLanguage: 'de' })).toBe('pt');
    expect(requestLanguage({ query: 'xx', cookie: 'a=1; i18next=ru', acceptLanguage: 'de' })).toBe('ru');
    expect(requestLanguage({ acceptLanguage: 'nl, ja;q=0.3, zh-CN;q=0.7' })).toBe('zh');
    expect(requestLanguage({ acceptLanguage: 'de;q=0, fr;q=0.1' })).toBe('fr');
    expect(requestLanguage({ cookie: 'i18next=%E0%A4%A', acceptLanguage: '*' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});
