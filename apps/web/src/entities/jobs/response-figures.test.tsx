import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ru from '../../../public/locales/ru/translation.json';
import { renderRoute } from '../../test/render.tsx';
import { ResponseFigures } from './response-figures.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

// Issue 32: how reliably the employer answers, seen before applying.
describe('ResponseFigures', () => {
  it('says the share answered in time and the usual wait, a same-day answer as a day', () => {
    renderRoute(<ResponseFigures figures={{ rate: 0.917, medianDays: 0.2 }} />);
    expect(
      screen.getByText('Answers 92% of applications in time · Usual time to answer: 1 day'),
    ).toBeInTheDocument();
  });

  it('on a card shows a few words and keeps the sentence for screen readers, in the reader’s language', async () => {
    i18next.addResourceBundle('ru', 'translation', ru, true, true);
    await i18next.changeLanguage('ru');
    renderRoute(<ResponseFigures figures={{ rate: 0.6, medianDays: 2.4 }} compact />);
    const short = screen.getByText('Отвечает на 60 %');
    expect(short).toHaveAttribute('aria-hidden', 'true');
    expect(
      screen.getByText('Вовремя отвечает на 60 % откликов · Обычное время ответа: 2 дня'),
    ).toBeInTheDocument();
  });

  it('says nothing before five applications fell due', () => {
    renderRoute(
      <>
        <ResponseFigures figures={null} />
        <ResponseFigures figures={null} compact />
      </>,
    );
    expect(screen.queryByText(/Answers/)).not.toBeInTheDocument();
  });
});
