import type { TFunction } from 'i18next';
import { LANGUAGES, RTL_LANGUAGES, type TLanguage } from '@debut/contract/constants';
import { html, styleElement, type SafeHtml } from '../../../platform/html.ts';

// Mantine's indigo 8 and gray scale, as in the web app (apps/web/src/app/theme.ts); logical
// properties so that Arabic mirrors. Inline: one request draws the page. A word breaks only when it is
// longer than a line, at a syllable with its hyphen (the page's lang); on a phone each fact's label
// sits over its value, so no column squeezes words apart (issue 27).
const STYLE = styleElement(`
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Arabic",sans-serif;color:#212529;background:#f8f9fa;overflow-wrap:break-word;hyphens:auto}
a{color:#3b5bdb}
a:focus-visible,button:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #3b5bdb;outline-offset:2px}
.skip{position:absolute;inset-inline-start:8px;inset-block-start:-200px;background:#fff;padding:8px 16px;border-radius:6px;font-weight:600}
.skip:focus{inset-block-start:8px}
header{background:#fff;border-block-end:1px solid #dee2e6}
.bar{max-inline-size:60rem;margin-inline:auto;padding:12px 16px;display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center}
.brand{margin-inline-end:auto;font-size:1.4rem;font-weight:800;color:#3b5bdb;text-decoration:none}
.bar nav{display:flex;gap:16px;flex-wrap:wrap}
main{max-inline-size:60rem;margin-inline:auto;padding:16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:20px;margin-block-end:16px}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 4px}
h2{font-size:1.15rem;margin:24px 0 8px}
.company{font-size:1.1rem;font-weight:600;margin:0}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:2px 10px;border-radius:99px;background:#edf2ff;color:#364fc7;margin-inline-start:8px}
.badge.ok{background:#ebfbee;color:#1b5e20}
.badge svg{vertical-align:-2px;margin-inline-end:4px}
.salary{font-size:1.25rem;font-weight:700;margin:12px 0}
.response{color:#0b7285;margin:4px 0 0}
dl{display:grid;grid-template-columns:minmax(0,1fr);gap:0 16px;margin:16px 0}
dd+dt{margin-block-start:6px}
@media (min-width:36em){dl{grid-template-columns:minmax(8rem,max-content) minmax(0,1fr);gap:6px 16px}dd+dt{margin-block-start:0}}
dt{color:#495057}
dd{margin:0}
.muted{color:#495057}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-block:20px 8px}
.button{display:inline-block;padding:10px 22px;border-radius:8px;font-weight:600;text-decoration:none;border:2px solid #3b5bdb}
.button.primary{background:#3b5bdb;color:#fff}
.button.secondary{background:#fff;color:#3b5bdb}
ul.jobs{list-style:none;margin:0;padding:0}
ul.jobs li{border-block-end:1px solid #e9ecef;padding:12px 0}
ul.jobs li:last-child{border:0}
ul.jobs a{font-weight:600;font-size:1.05rem}
.chips{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none;margin:8px 0 0}
.chips a{display:inline-block;padding:4px 12px;border-radius:99px;border:1px solid #bac8ff;text-decoration:none;font-size:.9rem}
.chips a[aria-current]{background:#3b5bdb;color:#fff}
form.check{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
form.check label{display:flex;flex-direction:column;gap:4px;font-weight:600}
form.check input{font:inherit;padding:8px 10px;border:1px solid #adb5bd;border-radius:6px;inline-size:10rem}
form.check button{font:inherit;font-weight:600;padding:9px 18px;border-radius:8px;border:0;background:#3b5bdb;color:#fff;cursor:pointer}
.notice{padding:12px 16px;border-radius:8px;background:#fff4e6;margin-block-start:12px}
footer{max-inline-size:60rem;margin-inline:auto;padding:16px;color:#495057;font-size:.9rem}
footer nav{display:flex;flex-wrap:wrap;gap:8px 16px}
`);

/**
 * A verification mark: the web app's shield with a check (entities/companies/verification-mark.tsx),
 * drawn in a green pill beside the name. Names and titles refuse text that
 * imitates a badge (contract human-text), and no text can draw the check (issue 31 item 4).
 */
export function verifiedBadge(label: string): SafeHtml {
  return html`<span class="badge ok"><svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor"/><path d="m8 12 3 3 5-6" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>${label}</span>`;
}

export interface PageFrame {
  language: TLanguage;
  t: TFunction;
  title: string;
  /** Tags for <head>: description, canonical, Open Graph, JSON-LD. */
  head: SafeHtml;
  body: SafeHtml;
  /** The address of this page without a language, for the other-language links. */
  path: string;
  /** Links to other pages in the reader's chosen language (PageContext). */
  localPath: (path: string) => string;
}

/** The frame every public page shares: header, main, footer; no script. */
export function renderPage(frame: PageFrame): string {
  const { language, t, localPath: local } = frame;
  const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
  const separator = frame.path.includes('?') ? '&' : '?';
  const languageLinks = LANGUAGES.map(
    (code) =>
      html`<a href="${frame.path}${separator}lng=${code}" hreflang="${code}" lang="${code}"${
        code === language ? html` aria-current="true"` : ''
      }>${code.toUpperCase()}</a>`,
  );
  return html`<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${frame.title}</title>
<meta name="theme-color" content="#3b5bdb">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${frame.head}
${STYLE}
</head>
<body>
<a class="skip" href="#main">${t('skip')}</a>
<header><div class="bar"><a class="brand" href="${local('/vacancies')}">Debut</a><nav aria-label="${t('nav.label')}"><a href="${local('/vacancies')}">${t('nav.vacancies')}</a><a href="${local('/login')}">${t('nav.signIn')}</a><a href="${local('/register')}">${t('nav.register')}</a></nav></div></header>
<main id="main">
${frame.body}
</main>
<footer><nav aria-label="${t('footer.languages')}">${languageLinks}</nav><p><a href="${local('/terms')}">${t('footer.terms')}</a> · <a href="${local('/privacy')}">${t('footer.privacy')}</a> · ${t('tagline')}</p></footer>
</body>
</html>`.toString();
}
