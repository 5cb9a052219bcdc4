import { monthNumber, yearProblem, type YearMonth } from './dates';
import type { MonthYear, Resume } from './model';
import { digitsOf, EMAIL, webLink } from './text';

/**
 * Messages shown beside fields, keyed by field (`contact.email`, `experience.<id>.end`). They never
 * change what was typed; the downloads still work, showing what can be shown.
 */
export type FieldErrors = Readonly<Record<string, string>>;

export const fieldKey = (...parts: string[]): string => parts.join('.');

function dateProblem(date: MonthYear, today: YearMonth): string | undefined {
  const problem = yearProblem(date.year, today);
  if (problem) return problem;
  if (date.month && !date.year.trim()) return 'Add the year.';
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  const text = email.trim();
  if (!text || EMAIL.test(text)) return undefined;
  return 'Enter an email address like name@example.com.';
}

export function phoneProblem(phone: string): string | undefined {
  const text = phone.trim();
  if (!text) return undefined;
  if (/[a-z]/i.test(text.replace(/\b(?:ext|x)\.?\s*\d+$/i, '')))
    return 'Use digits, spaces and ( ) - + only, like (512) 555-0147.';
  const digits = digitsOf(text).length;
  if (digits < 7 || digits > 15) return 'A phone number has 7 to 15 digits, like (512) 555-0147.';
  return undefined;
}

export function linkProblem(url: string): string | undefined {
  if (!url.trim() || webLink(url)) return undefined;
  return 'Enter a web address like linkedin.com/in/yourname.';
}

export function validateResume(resume: Resume, today: YearMonth): FieldErrors {
  const errors: Record<string, string> = {};
  const put = (key: string, message: string | undefined) => {
    if (message) errors[key] = message;
  };
  put('contact.email', emailProblem(resume.contact.email));
  put('contact.phone', phoneProblem(resume.contact.phone));
  for (const link of resume.contact.links) put(fieldKey('contact', 'links', link.id), linkProblem(link.url));

  for (const job of resume.experience) {
    put(fieldKey('experience', job.id, 'start'), dateProblem(job.start, today));
    if (!job.current) put(fieldKey('experience', job.id, 'end'), dateProblem(job.end, today));
    const start = monthNumber(job.start, today, 'start');
    const end = job.current ? undefined : monthNumber(job.end, today, 'end');
    const endKey = fieldKey('experience', job.id, 'end');
    if (start !== undefined && end !== undefined && end < start && !errors[endKey])
      errors[endKey] = 'The end date is before the start date.';
  }
  for (const school of resume.education)
    put(fieldKey('education', school.id, 'end'), dateProblem(school.end, today));
  for (const cert of resume.certifications)
    put(fieldKey('certifications', cert.id, 'year'), yearProblem(cert.year, today));
  for (const project of resume.projects)
    put(fieldKey('projects', project.id, 'link'), linkProblem(project.link));
  return errors;
}

/** The DOM id of a field's control; a date's key names its year box, where its message sits. */
export function fieldDomId(key: string, part?: 'month' | 'year'): string {
  return `rb-${key.replace(/[^a-zA-Z0-9_-]+/g, '-')}${part ? `-${part}` : ''}`;
}
