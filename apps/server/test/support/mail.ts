import { simpleParser } from 'mailparser';

/** The reset link in a raw .eml. */
export async function resetLinkIn(eml: string): Promise<string> {
  const { text } = await simpleParser(eml);
  const match = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

export const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
