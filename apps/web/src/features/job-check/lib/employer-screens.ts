/**
 * The screens where an employer posts and pays for a job, the only ones that carry the job-check
 * helper (issue 27 item 11): elsewhere its round button covered a chat's Send button and the legal
 * text on phones. The chatbot screen offers the same check in its own page.
 */
const EMPLOYER_SCREENS: readonly RegExp[] = [
  /^\/my-jobs\/?$/,
  /^\/create-job\/?$/,
  /^\/jobs\/[^/]+\/edit\/?$/,
  /^\/payment-summary\/[^/]+\/?$/,
  /^\/confirm-publish\/?$/,
  /^\/payment-result\/?$/,
];

export function isEmployerScreen(pathname: string): boolean {
  return EMPLOYER_SCREENS.some((pattern) => pattern.test(pathname));
}
