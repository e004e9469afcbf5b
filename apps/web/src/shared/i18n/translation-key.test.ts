import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isTranslationKey } from './translation-key.ts';

describe('translation keys', () => {
  it('are typed from the English catalogue: a misspelt key does not compile', () => {
    // @ts-expect-error -- 'jobs.tittle' is not a key of public/locales/en/translation.json.
    expect(i18next.t('jobs.tittle')).toBe('jobs.tittle');
    expect(i18next.t('jobs.title')).toBe('Jobs');
  });

  it('lets text made at run time through only when it is a key', () => {
    expect(isTranslationKey(i18next, 'errors.generic')).toBe(true);
    expect(isTranslationKey(i18next, 'errors.codes.NO_SUCH_CODE')).toBe(false);
  });
});
