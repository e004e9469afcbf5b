import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../public/locales/ar/translation.json';
import { renderRoute } from '../../test/render.tsx';
import { PrivacyScreen } from './privacy-screen.tsx';

// Issue 27 item 16: the policy names the e-mail provider, the geocoder and the tile server as
// recipients, in the reader's language as well as in the authoritative Russian section 5.

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('PrivacyScreen', () => {
  it('names the e-mail provider, the geocoder and the map tiles as recipients in English and Russian', async () => {
    renderRoute(<PrivacyScreen />, '/privacy');
    const summary = await screen.findByRole('region', { name: 'Who else receives data' });
    expect(summary).toHaveTextContent(/outgoing mail \(SMTP\) provider/);
    expect(summary).toHaveTextContent(/outbox/);
    expect(summary).toHaveTextContent(/outside geocoder/);
    expect(summary).toHaveTextContent(/map tile server/);
    // The authoritative Russian text says the same.
    expect(screen.getByText(/^5\.4\. Доставка электронной почты/)).toBeInTheDocument();
    expect(screen.getByText(/^5\.5\. Поиск мест/)).toBeInTheDocument();
  });

  it('speaks the reader’s language in the summary', async () => {
    i18next.addResourceBundle('ar', 'translation', ar);
    await i18next.changeLanguage('ar');
    renderRoute(<PrivacyScreen />, '/privacy');
    const summary = await screen.findByRole('region', { name: 'من يتلقى البيانات أيضًا' });
    expect(summary).toHaveTextContent(/SMTP/);
    expect(summary).toHaveTextContent(/Nominatim/);
  });
});
