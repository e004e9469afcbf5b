import { ZText } from './primitives.ts';

// What other people read as a person's or a company's name, or as a job's title (issue 27): it must
// show something, look like what it is, and never pass for the product's own marks. Decision 038.

/** Why a name or title is refused; the web shows `validation.text.<code>` for each. */
export const HUMAN_TEXT_CODES = {
  invisible: 'text_invisible',
  hiddenCharacter: 'text_hidden_character',
  markStack: 'text_mark_stack',
  mixedScript: 'text_mixed_script',
  badge: 'text_badge',
} as const;
export type THumanTextProblem = keyof typeof HUMAN_TEXT_CODES;

/** Combining marks drawn over one base character: Vietnamese, Arabic and Hindi need at most two. */
export const MAX_MARKS_PER_CHARACTER = 2;

/**
 * Letters that draw nothing: Hangul fillers and the blank Braille cell, which are letters or symbols
 * to Unicode and so escape \p{White_Space}.
 */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** Everything that draws nothing by itself: spaces, controls, format characters and marks. */
const NOT_DRAWN = /[\p{White_Space}\p{Cc}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}]/gu;
/**
 * Format and control characters inside: bidi overrides and isolates, zero-width space, word joiner,
 * BOM, soft hyphen, invisible operators, tags, variation selectors out of place. ZWJ and ZWNJ are
 * written in some scripts and in emoji sequences and are checked by what stands around them.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const JOINABLE = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
/** Tag characters spell a subdivision flag after the black flag: 🏴 + tags + cancel tag. */
const TAG = /[\u{E0020}-\u{E007F}]/u;
const NON_SPACING = /[\p{Mn}\p{Me}]/u;
/** Marks that make an emoji or a keycap, not a diacritic: variation selectors, keycap, skin tones. */
const EMOJI_MARK = /[\uFE00-\uFE0F\u20E3\u{E0100}-\u{E01EF}]/u;

/** The scripts whose letters look alike: one word mixing them is a disguise ("Аdmіn", Cyrillic А, і). */
const LOOK_ALIKE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const;
const WORD = /[\p{L}\p{M}]+/gu;

/**
 * Symbols of the product's badges and their look-alikes: check marks, ballot boxes with a check,
 * shields, the square root used as a tick.
 */
const BADGE_SYMBOLS =
  /[\u221A\u237B\u2611\u2612\u2705\u2713\u2714\u2715\u2716\u2717\u2718\u{1F5F3}\u{1F5F8}\u{1F5F9}\u{1F6E1}\u{10102}\u{1F197}\u{1F510}\u{1F512}]/u;

/**
 * The product's badge texts in the 15 catalogues (web `verifyEmail.badge` and `.confirmedTitle`).
 * A test compares them with the catalogues, so a changed translation is noticed here.
 */
export const BADGE_TEXTS: readonly string[] = [
  'E-mail confirmed',
  'E-mail подтверждён',
  'Correo confirmado',
  'Correo electrónico confirmado',
  'E-mail confirmé',
  'Adresse e-mail confirmée',
  'E-Mail bestätigt',
  'E-Mail-Adresse bestätigt',
  'E-mail potvrzen',
  'E-mail megerősítve',
  'E-mail-cím megerősítve',
  'E-mail confermata',
  'E-post bekräftad',
  'E-postadressen är bekräftad',
  'E-mail potwierdzony',
  'Adres e-mail potwierdzony',
  'E-mail confirmado',
  'البريد الإلكتروني مؤكَّد',
  'تم تأكيد البريد الإلكتروني',
  'ईमेल की पुष्टि हो चुकी है',
  'ईमेल की पुष्टि हो गई',
  '电子邮件已确认',
  'メール確認済み',
  'メールアドレスを確認しました',
];

/**
 * The letters and digits of `text` as compared: compatibility forms folded (full-width, ligatures),
 * diacritics and punctuation dropped, lower case, ё as е. "E‑MAIL  confirmed!" reads as the badge.
 */
export function badgeKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
/**
 * The company badges' texts of the public pages in the 15 catalogues (vacancy-pages
 * `company.verified.domain` and `.documents`); company-pages.test.ts compares them with the catalogues.
 * The e-mail badge of a company is the one above.
 */
export const COMPANY_BADGE_TEXTS: readonly string[] = [
  'Domain confirmed',
  'Documents checked',
  'Домен подтверждён',
  'Документы проверены',
  'Dominio confirmado',
  'Documentos verificados',
  'Domaine confirmé',
  'Documents vérifiés',
  'Domain bestätigt',
  'Unterlagen geprüft',
  'Doména ověřena',
  'Doklady zkontrolovány',
  'Domain megerősítve',
  'Dokumentumok ellenőrizve',
  'Dominio confermato',
  'Documenti verificati',
  'Domän bekräftad',
  'Handlingar granskade',
  'Domena potwierdzona',
  'Dokumenty sprawdzone',
  'Domínio confirmado',
  'Documentos verificados',
  'النطاق مؤكَّد',
  'الوثائق مُتحقَّق منها',
  'डोमेन की पुष्टि हो चुकी है',
  'दस्तावेज़ जाँचे गए',
  '域名已验证',
  '证件已核实',
  'ドメイン確認済み',
  '書類確認済み',
];
const BADGE_KEYS = [...BADGE_TEXTS, ...COMPANY_BADGE_TEXTS].map(badgeKey);

function hasHiddenCharacter(chars: readonly string[]): boolean {
  return chars.some((char, at) => {
    if (!HIDDEN.test(char)) return false;
    if (JOINERS.has(char)) {
      const before = chars[at - 1];
      const after = chars[at + 1];
      return !(before && after && JOINABLE.test(before) && JOINABLE.test(after));
    }
    if (TAG.test(char)) {
      const before = chars[at - 1];
      return !(before === '\u{1F3F4}' || (before && TAG.test(before)));
    }
    return true;
  });
}

function hasMarkStack(chars: readonly string[]): boolean {
  let run = 0;
  for (const char of chars) {
    if (NON_SPACING.test(char) && !EMOJI_MARK.test(char)) {
      run += 1;
      if (run > MAX_MARKS_PER_CHARACTER) return true;
    } else if (!/\p{M}/u.test(char)) run = 0;
  }
  return false;
}

function hasMixedScriptWord(text: string): boolean {
  for (const [word] of text.matchAll(WORD)) {
    const scripts = LOOK_ALIKE_SCRIPTS.filter(([, letters]) => letters.test(word));
    if (scripts.length > 1) return true;
  }
  return false;
}

/** Why `text` cannot be a name or a title others read, or null when it can. */
export function humanTextProblem(text: string): THumanTextProblem | null {
  const composed = text.normalize('NFC');
  if (composed.replace(BLANK_LOOKING, '').replace(NOT_DRAWN, '') === '') return 'invisible';
  const chars = [...composed];
  if (hasHiddenCharacter(chars)) return 'hiddenCharacter';
  if (hasMarkStack(chars)) return 'markStack';
  if (hasMixedScriptWord(composed)) return 'mixedScript';
  const key = badgeKey(composed);
  if (BADGE_SYMBOLS.test(composed) || BADGE_KEYS.some((badge) => key.includes(badge))) return 'badge';
  return null;
}

const MESSAGES: Record<THumanTextProblem, string> = {
  invisible: 'The text shows no visible character',
  hiddenCharacter: 'The text contains an invisible or direction-changing character',
  markStack: `The text stacks more than ${MAX_MARKS_PER_CHARACTER} marks on one character`,
  mixedScript: 'A word mixes look-alike letters of different alphabets (Latin, Cyrillic, Greek)',
  badge: "The text imitates one of the product's badges (a check mark or “E-mail confirmed”)",
};

/**
 * A name or a title other people read (display name, company name, job title): text that can be
 * stored (ZText), trimmed, between `min` and `max` characters, and honest to the eye.
 */
export function humanText(min: number, max: number) {
  return ZText.trim()
    .min(min)
    .max(max)
    .check((ctx) => {
      const problem = humanTextProblem(ctx.value);
      if (!problem) return;
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        message: MESSAGES[problem],
        params: { reason: HUMAN_TEXT_CODES[problem] },
      });
    });
}
