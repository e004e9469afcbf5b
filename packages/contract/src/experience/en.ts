import type { ExperiencePatterns } from './types.ts';

// A company speaking of itself ("we have 15 years of experience") is not asking; neither is a
// negation ("no previous experience required") nor what the job gives ("you will gain experience").
const COMPANY_SPEAKS = String.raw`(?<!\b(?:we|we've|company|firm|team|brand|business|it)\s+(?:have\s+|has\s+|had\s+)?(?:over\s+|more than\s+|nearly\s+|almost\s+)?)`;
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`;

export const patterns: ExperiencePatterns = {
  asks: [
    // "2+ years of experience", "3-5 years of relevant experience", "6 months of retail experience"
    new RegExp(
      String.raw`${COMPANY_SPEAKS}\b${COUNT}\s*\+?\s*(?:(?:-|–|to)\s*\d+\s*)?(?:years?|yrs?|months?)\b(?:\s+(?!gain|get|gather|build)[\w'-]+){0,3}?\s+(?:of\s+)?experience\b`,
      'iu',
    ),
    // "experience with POS systems is a must", "previous experience is required"
    /(?<!\b(?:no|not|without)\s+(?:[\w'-]+\s+){0,2})(?<!\b(?:customer|user|guest|client|visitor|patient|shopping|learning)\s+)\bexperience\b(?:\s+(?!not\b|isn't\b|aren't\b)[\w'-]+){0,5}?\s+(?:is\s+|are\s+)?(?:required|a must|necessary|essential|mandatory|needed)\b/iu,
    // "Experience: 2+ years"
    new RegExp(
      String.raw`\bexperience\s*[:–-]\s*(?:at least\s+|minimum\s+|min\.\s*)?${COUNT}\s*\+?\s*(?:(?:-|–)\s*\d+\s*)?(?:years?|yrs?|months?)\b`,
      'iu',
    ),
    /\bmust\s+have\b(?:\s+(?!no\b)[\w'-]+){0,4}?\s+experience\b/iu,
    /(?<!\b(?:our|their|its)\s+)\b(?:proven|demonstrated|documented|solid|extensive|substantial|significant)\s+(?:[\w-]+\s+){0,2}?experience\b/iu,
    /\b(?:looking for|seeking|hiring|we need|wanted:?)\s+(?:an?\s+)?experienced\b/iu,
    /\bexperienced(?:\s+[\w-]+){1,2}\s+(?:wanted|needed|required)\b/iu,
    // "at least two years in a similar role"
    new RegExp(
      String.raw`\b(?:at least|minimum(?:\s+of)?|min\.)\s+(?:${COUNT}|a|an)\s+(?:years?|months?)\s+(?:in|as|working|on the job)\b`,
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
