import type { TExperience } from '@debut/contract/jobs';
import type { PublicJob } from '../queries.ts';
import { companyPageUrl, logoUrlOf } from '../../companies/presenter.ts';

const EMPLOYMENT_TYPE = {
  full: 'FULL_TIME',
  part_time: 'PART_TIME',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
} as const;

const SALARY_UNIT = { hourly: 'HOUR', daily: 'DAY', weekly: 'WEEK', monthly: 'MONTH' } as const;

/** The employer; a job of a company points at the company's page and website, with its logo. */
function hiringOrganization(job: PublicJob, publicUrl: string): Record<string, unknown> {
  if (!job.companySlug) return { '@type': 'Organization', name: job.companyName };
  const logo = logoUrlOf(publicUrl, job.companyLogoHash);
  return {
    '@type': 'Organization',
    name: job.companyName,
    sameAs: [companyPageUrl(publicUrl, job.companySlug), ...(job.companyWebsite ? [job.companyWebsite] : [])],
    ...(logo ? { logo } : {}),
  };
}

/**
 * An internship's facts in JobPosting: its start (`jobStartDate`), its pay (`incentiveCompensation`),
 * what it teaches (`skills`); schema.org has no property for its length, a mentor or a possible offer,
 * so those join the description as one closing line, in English like `workHours`.
 */
function internshipProperties(job: PublicJob): { properties: Record<string, unknown>; note: string | null } {
  const facts = job.employmentType === 'internship' ? job.internship : null;
  if (!facts) return { properties: {}, note: null };
  const notes = [
    facts.paid ? 'Paid internship' : 'Unpaid internship',
    facts.durationWeeks ? `${facts.durationWeeks} weeks` : null,
    facts.startDate ? `starts ${facts.startDate}` : null,
    facts.mentor ? 'a mentor guides the intern' : null,
    facts.offerPossible ? 'a job offer is possible afterwards' : null,
  ].filter((note): note is string => note !== null);
  const stipend =
    facts.paid && facts.stipend !== null
      ? `Stipend: ${facts.stipend} ${job.salaryCurrency}${job.salaryPeriod ? ` ${job.salaryPeriod}` : ''}`
      : facts.paid
        ? 'Paid'
        : 'Unpaid';
  return {
    properties: {
      ...(facts.startDate ? { jobStartDate: facts.startDate } : {}),
      incentiveCompensation: stipend,
      ...(facts.learn ? { skills: facts.learn } : {}),
    },
    note: `${notes.join(', ')}.`,
  };
}

/**
 * The least experience each level asks for, in months (DESIGN.md §14.3): "none" is schema.org's "no
 * requirements" as an amount, so a first-job seeker's filter on Google reads it as one.
 */
const MONTHS_OF_EXPERIENCE: Record<TExperience, number> = { none: 0, under_1: 1, '1_3': 12, '3_plus': 36 };

/**
 * schema.org JobPosting with every property Google requires (title, description, datePosted,
 * hiringOrganization, jobLocation) and recommends (validThrough, employmentType, baseSalary,
 * identifier, directApply, applicantLocationRequirements for remote work, experienceRequirements),
 * from the job's own words.
 */
export function jobPosting(
  job: PublicJob,
  url: string,
  country: string | null,
  publicUrl: string,
): Record<string, unknown> {
  const amount = job.salary ?? job.monthlySalary;
  const unit = job.salary !== null ? job.salaryPeriod : 'monthly';
  const remote = job.schedule === 'remote';
  const internship = internshipProperties(job);
  const employmentTypes = [EMPLOYMENT_TYPE[job.employmentType]];
  if (job.schedule === 'full_time' && job.employmentType !== 'full') employmentTypes.push('FULL_TIME');
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: internship.note ? `${job.description}\n\n${internship.note}` : job.description,
    identifier: { '@type': 'PropertyValue', name: 'Debut', value: String(job.number) },
    url,
    datePosted: (job.publishedAt ?? job.updatedAt).toISOString(),
    ...(job.expiresAt ? { validThrough: job.expiresAt.toISOString() } : {}),
    employmentType: employmentTypes.length === 1 ? employmentTypes[0] : employmentTypes,
    hiringOrganization: hiringOrganization(job, publicUrl),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.address,
        ...(country ? { addressCountry: country } : {}),
      },
      geo: { '@type': 'GeoCoordinates', latitude: job.lat, longitude: job.lng },
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country } } : {}),
        }
      : {}),
    ...(amount !== null && unit
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            // A range as Google reads one: minValue and maxValue in one QuantitativeValue.
            value:
              job.salary !== null && job.salaryMax !== null && job.salaryMax > job.salary
                ? {
                    '@type': 'QuantitativeValue',
                    minValue: job.salary,
                    maxValue: job.salaryMax,
                    unitText: SALARY_UNIT[unit],
                  }
                : { '@type': 'QuantitativeValue', value: amount, unitText: SALARY_UNIT[unit] },
          },
        }
      : {}),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: MONTHS_OF_EXPERIENCE[job.experience],
    },
    ...(job.requirements ? { qualifications: job.requirements } : {}),
    ...(job.benefits ? { jobBenefits: job.benefits } : {}),
    ...internship.properties,
    ...(job.hoursPerDay && job.daysPerWeek
      ? { workHours: `${job.hoursPerDay} h/day, ${job.daysPerWeek} days/week` }
      : {}),
    // Applying needs a Debut account first: not a direct apply in Google's sense.
    directApply: false,
  };
}
