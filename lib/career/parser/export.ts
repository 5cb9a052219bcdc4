import { toCsv as csv } from '@/lib/kit/csv';
import type { ParsedResume } from './model';

/** The parsed resume as files: JSON (everything, as edited) and a one-row CSV for spreadsheets and ATS imports. */

export function toJson(parsed: ParsedResume): string {
  // Listed field by field: the confidence tags and React keys are page state, not resume data.
  const data = {
    name: parsed.name,
    headline: parsed.headline,
    email: parsed.email,
    phone: parsed.phone,
    location: parsed.location,
    links: lines(parsed.links),
    summary: parsed.summary,
    experience: parsed.experience.map((job) => ({
      role: job.role,
      company: job.company,
      location: job.location,
      start: job.start,
      end: job.end,
      highlights: lines(job.highlights),
    })),
    education: parsed.education.map((school) => ({
      school: school.school,
      degree: school.degree,
      field: school.field,
      end: school.end,
      details: lines(school.details),
    })),
    skills: lines(parsed.skills),
    certifications: parsed.certifications.map((cert) => ({
      name: cert.name,
      issuer: cert.issuer,
      year: cert.year,
    })),
    languages: lines(parsed.languages),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const CSV_COLUMNS = [
  'Name',
  'Headline',
  'Email',
  'Phone',
  'Location',
  'Links',
  'Summary',
  'Current or latest title',
  'Current or latest company',
  'Experience',
  'Education',
  'Skills',
  'Certifications',
  'Languages',
] as const;

export function toCsv(parsed: ParsedResume): string {
  const latest = parsed.experience[0];
  const row = [
    parsed.name,
    parsed.headline,
    parsed.email,
    parsed.phone,
    parsed.location,
    lines(parsed.links).join('; '),
    parsed.summary,
    latest?.role ?? '',
    latest?.company ?? '',
    parsed.experience
      .map((job) =>
        [
          job.role,
          job.company && `at ${job.company}`,
          [job.start, job.end].filter(Boolean).join(' – ') &&
            `(${[job.start, job.end].filter(Boolean).join(' – ')})`,
        ]
          .filter(Boolean)
          .join(' '),
      )
      .join('; '),
    parsed.education
      .map((school) =>
        [[school.degree, school.field].filter(Boolean).join(' in '), school.school, school.end]
          .filter(Boolean)
          .join(', '),
      )
      .join('; '),
    lines(parsed.skills).join('; '),
    parsed.certifications
      .map((cert) => [cert.name, cert.issuer, cert.year].filter(Boolean).join(', '))
      .join('; '),
    lines(parsed.languages).join('; '),
  ];
  // Every cell quoted; the formula guard keeps an uploaded resume from injecting one into a spreadsheet.
  return csv([CSV_COLUMNS, row], { quoteAll: true });
}

export function parsedFileStem(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `${slug}-parsed-resume` : 'parsed-resume';
}
