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
 * schema.org JobPosting with every property Google requires (title, description, datePosted,
 * hiringOrganization, jobLocation) and recommends (validThrough, employmentType, baseSalary,
 * identifier, directApply, applicantLocationRequirements for remote work), from the job's own words.
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
  const employmentTypes = [EMPLOYMENT_TYPE[job.employmentType]];
  if (job.schedule === 'full_time' && job.employmentType !== 'full') employmentTypes.push('FULL_TIME');
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
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
            value: { '@type': 'QuantitativeValue', value: amount, unitText: SALARY_UNIT[unit] },
          },
        }
      : {}),
    ...(job.requirements ? { qualifications: job.requirements } : {}),
    ...(job.benefits ? { jobBenefits: job.benefits } : {}),
    ...(job.hoursPerDay && job.daysPerWeek
      ? { workHours: `${job.hoursPerDay} h/day, ${job.daysPerWeek} days/week` }
      : {}),
    // Applying needs a Debut account first: not a direct apply in Google's sense.
    directApply: false,
  };
}
