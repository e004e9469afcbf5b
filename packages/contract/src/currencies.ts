/**
 * Currencies: which ISO 4217 codes Debut accepts, and which one each country pays in.
 *
 * The accepted codes are the runtime's own list (`Intl.supportedValuesOf('currency')`, the same on
 * the server and in the browser), so a code is accepted exactly when `Intl` can name and format it.
 */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');

const CURRENCY_SET = new Set(CURRENCY_CODES);

export function isCurrencyCode(value: string): boolean {
  return CURRENCY_SET.has(value);
}

/**
 * Each region's (ISO 3166-1 alpha-2) current legal tender, from CLDR's supplemental currencyData
 * (cldr-core 48): of the region's currencies still in use and legal tender, the newest. Generated
 * once; regenerate from `cldr-core/supplemental/currencyData.json` when CLDR moves a country.
 */
const COUNTRY_CURRENCY_TABLE =
  'AC:SHP AD:EUR AE:AED AF:AFN AG:XCD AI:XCD AL:ALL AM:AMD AO:AOA AR:ARS AS:USD AT:EUR AU:AUD ' +
  'AW:AWG AX:EUR AZ:AZN BA:BAM BB:BBD BD:BDT BE:EUR BF:XOF BG:EUR BH:BHD BI:BIF BJ:XOF BL:EUR ' +
  'BM:BMD BN:BND BO:BOB BQ:USD BR:BRL BS:BSD BT:BTN BV:NOK BW:BWP BY:BYN BZ:BZD CA:CAD CC:AUD ' +
  'CD:CDF CF:XAF CG:XAF CH:CHF CI:XOF CK:NZD CL:CLP CM:XAF CN:CNY CO:COP CR:CRC CU:CUP CV:CVE ' +
  'CW:XCG CX:AUD CY:EUR CZ:CZK DE:EUR DG:USD DJ:DJF DK:DKK DM:XCD DO:DOP DZ:DZD EA:EUR EC:USD ' +
  'EE:EUR EG:EGP EH:MAD ER:ERN ES:EUR ET:ETB EU:EUR FI:EUR FJ:FJD FK:FKP FM:USD FO:DKK FR:EUR ' +
  'GA:XAF GB:GBP GD:XCD GE:GEL GF:EUR GG:GBP GH:GHS GI:GIP GL:DKK GM:GMD GN:GNF GP:EUR GQ:XAF ' +
  'GR:EUR GS:GBP GT:GTQ GU:USD GW:XOF GY:GYD HK:HKD HM:AUD HN:HNL HR:EUR HT:USD HU:HUF IC:EUR ' +
  'ID:IDR IE:EUR IL:ILS IM:GBP IN:INR IO:USD IQ:IQD IR:IRR IS:ISK IT:EUR JE:GBP JM:JMD JO:JOD ' +
  'JP:JPY KE:KES KG:KGS KH:KHR KI:AUD KM:KMF KN:XCD KP:KPW KR:KRW KW:KWD KY:KYD KZ:KZT LA:LAK ' +
  'LB:LBP LC:XCD LI:CHF LK:LKR LR:LRD LS:LSL LT:EUR LU:EUR LV:EUR LY:LYD MA:MAD MC:EUR MD:MDL ' +
  'ME:EUR MF:EUR MG:MGA MH:USD MK:MKD ML:XOF MM:MMK MN:MNT MO:MOP MP:USD MQ:EUR MR:MRU MS:XCD ' +
  'MT:EUR MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD NC:XPF NE:XOF NF:AUD NG:NGN NI:NIO ' +
  'NL:EUR NO:NOK NP:NPR NR:AUD NU:NZD NZ:NZD OM:OMR PA:USD PE:PEN PF:XPF PG:PGK PH:PHP PK:PKR ' +
  'PL:PLN PM:EUR PN:NZD PR:USD PS:JOD PT:EUR PW:USD PY:PYG QA:QAR RE:EUR RO:RON RS:RSD RU:RUB ' +
  'RW:RWF SA:SAR SB:SBD SC:SCR SD:SDG SE:SEK SG:SGD SH:SHP SI:EUR SJ:NOK SK:EUR SL:SLE SM:EUR ' +
  'SN:XOF SO:SOS SR:SRD SS:SSP ST:STN SV:USD SX:XCG SY:SYP SZ:SZL TA:GBP TC:USD TD:XAF TF:EUR ' +
  'TG:XOF TH:THB TJ:TJS TK:NZD TL:USD TM:TMT TN:TND TO:TOP TR:TRY TT:TTD TV:AUD TW:TWD TZ:TZS ' +
  'UA:UAH UG:UGX UM:USD US:USD UY:UYU UZ:UZS VA:EUR VC:XCD VE:VES VG:USD VI:USD VN:VND VU:VUV ' +
  'WF:XPF WS:WST XK:EUR YE:YER YT:EUR ZA:ZAR ZM:ZMW ZW:ZWG';

const COUNTRY_CURRENCY = new Map(
  COUNTRY_CURRENCY_TABLE.split(' ').map((pair) => pair.split(':') as [string, string]),
);

/** The currency a country pays in ("DE" → "EUR"), or undefined for an unknown or missing code. */
export function currencyOfCountry(country: string | null | undefined): string | undefined {
  return country ? COUNTRY_CURRENCY.get(country.toUpperCase()) : undefined;
}
