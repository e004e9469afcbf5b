import { useLocation } from 'react-router';
import { DEFAULT_PRICE_RUB, DEFAULT_PRICE_USD_APPROX } from '@debut/contract/constants';
import { useClientConfig } from '../../../shared/config/client-config.ts';
import { useFormatNumber } from '../../../shared/i18n/use-format-number.ts';
import { priceDigits, readPriceState, type PriceState } from '../lib/price.ts';

export interface PostingPrice {
  /** Whole roubles, the sum asked on the donation page. */
  rub: number;
  usd: number;
  /** The fee in the reader's language ("200 ₽", "₽200"), through the one money formatter. */
  rubText: string;
  /** The approximate amount in US dollars with the code, as SPEC.md §2 says ("USD 2", "2 USD"). */
  usdText: string;
  /** What to pass on in navigation state, so the next screen shows the same figures. */
  state: Required<PriceState>;
}

/**
 * The posting fee (SPEC.md §2, §9): what the previous screen passed in navigation state, else the
 * server's configuration, else 200 roubles and about 2 USD.
 */
export function usePostingPrice(): PostingPrice {
  const format = useFormatNumber();
  const { state } = useLocation();
  const config = useClientConfig();
  const passed = readPriceState(state);
  const rub = priceDigits(passed.price, config.data?.price.amount ?? DEFAULT_PRICE_RUB);
  const usd = priceDigits(passed.priceUsd, config.data?.price.approxUsd ?? DEFAULT_PRICE_USD_APPROX);
  return {
    rub,
    usd,
    rubText: format.money(rub, 'RUB'),
    usdText: format.money(usd, 'USD', 'code'),
    state: { price: rub, priceUsd: usd },
  };
}
