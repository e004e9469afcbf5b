import type { ExperiencePatterns } from './types.ts';

// A company speaking of itself ("we have 15 years of experience") is not asking; neither is a
// negation ("no previous experience required") nor what the job gives ("you will gain experience").
const COMPANY_SPEAKS = String.raw`(?<!\b(?:we|we've|company|firm|team|brand|business|it)\s{1,3}(?:have\s{1,3}|has\s{1,3}|had\s{1,3})?(?:over\s{1,3}|more than\s{1,3}|nearly\s{1,3}|almost\s{1,3})?)`;
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2+ years of experience", "3-5 years of relevant experience", "6 months of retail experience"
    new RegExp(
      String.raw`${COMPANY_SPEAKS}\b${COUNT}\s{0,3}\+?\s{0,3}(?:(?:-|–|to)\s{0,3}\d+\s{0,3})?(?:years?|yrs?|months?)\b(?:\s{1,3}(?!gain|get|gather|build)[\w'-]+){0,3}?\s{1,3}(?:of\s{1,3})?experience\b`,
      'iu',
    ),
    // "experience with POS systems is a must", "previous experience is required"
    /(?<!\b(?:no|not|without)\s{1,3}(?:[\w'-]{1,20}\s{1,3}){0,2})(?<!\b(?:customer|user|guest|client|visitor|patient|shopping|learning)\s{1,3})\bexperience\b(?:\s{1,3}(?!not\b|isn't\b|aren't\b)[\w'-]+){0,5}?\s{1,3}(?:is\s{1,3}|are\s{1,3})?(?:required|a must|necessary|essential|mandatory|needed)\b/iu,
    // "Experience: 2+ years"
    new RegExp(
      String.raw`\bexperience\s{0,3}[:–-]\s{0,3}(?:at least\s{1,3}|minimum\s{1,3}|min\.\s{0,3})?${COUNT}\s{0,3}\+?\s{0,3}(?:(?:-|–)\s{0,3}\d+\s{0,3})?(?:years?|yrs?|months?)\b`,
      'iu',
    ),
    /\bmust\s{1,3}have\b(?:\s{1,3}(?!no\b)[\w'-]+){0,4}?\s{1,3}experience\b/iu,
    /(?<!\b(?:our|their|its)\s{1,3})\b(?:proven|demonstrated|documented|solid|extensive|substantial|significant)\s{1,3}(?:[\w-]+\s{1,3}){0,2}?experience\b/iu,
    /\b(?:looking for|seeking|hiring|we need|wanted:?)\s{1,3}(?:an?\s{1,3})?experienced\b/iu,
    /\bexperienced(?:\s{1,3}[\w-]+){1,2}\s{1,3}(?:wanted|needed|required)\b/iu,
    // "at least two years in a similar role"
    new RegExp(
      String.raw`\b(?:at least|minimum(?:\s{1,3}of)?|min\.)\s{1,3}(?:${COUNT}|a|an)\s{1,3}(?:years?|months?)\s{1,3}(?:in|as|working|on the job)\b`,
      'iu',
    ),
  ],
  mustMatch: [
    '2+ years of experience in customer service.',
    'Requirements: at least 1 year of experience as a barista.',
    'Minimum 6 months of retail experience.',
    '3-5 years of relevant experience required.',
    'Previous experience in a warehouse is required.',
    'Experience with POS systems is a must.',
    'You must have experience working with children.',
    'Proven experience as a waiter or waitress.',
    'We are looking for an experienced line cook.',
    'At least two years in a similar role.',
    'Candidates with 1 year experience in sales preferred.',
    'Experienced delivery drivers wanted.',
    'Prior experience in hospitality is essential.',
    'Experience: 2-3 years.',
  ],
  mustNotMatch: [
    'No experience needed, we will train you.',
    'No previous experience required.',
    'Experience is not required.',
    'You will gain valuable work experience in a friendly team.',
    'We care about the customer experience in every store.',
    'Our company has been on the market for 10 years.',
    'We have 15 years of experience in logistics.',
    'Experience is a plus, but not a must.',
    'Great guest experience is essential to us.',
    'A perfect first job for students without experience.',
    "Experience our city's best coffee while you learn.",
    'Join our experienced team and learn from the best.',
    'The internship lasts at least 3 months.',
    '10 years on the market, 200 employees and a friendly team.',
  ],
};
