/**
 * Reads a saved resume (an opened file or the browser's draft) with zod, strictly enough that any
 * other JSON is refused with a clear sentence, leniently where an old or hand-edited file is still
 * plainly ours (a missing field becomes empty, an unknown layout falls back to the default).
 * Loaded on demand: zod/mini keeps this chunk small, and nothing here runs before it is needed.
 */
import * as z from 'zod/mini';
import { ACCENT_IDS, DEFAULT_DESIGN, LAYOUT_IDS, LIMITS, newId, PAPER_IDS, type Resume } from './model';
import { FILE_FORMAT, FILE_VERSION } from './serialize';

// The site's Content Security Policy forbids eval; jitless parsing never tries it.
z.config({ jitless: true });

const text = (max: number) =>
  z._default(z.string().check(z.maxLength(max, `is longer than ${max} characters`)), '');
const short = text(LIMITS.short);
const long = text(LIMITS.long);
const id = (prefix: string) =>
  z.pipe(
    z.optional(z.string().check(z.maxLength(80))),
    z.transform((value) => (value && /^[\w-]+$/.test(value) ? value : newId(prefix))),
  );
const list = <T extends z.ZodMiniType>(item: T) =>
  z._default(z.array(item).check(z.maxLength(LIMITS.items, `has more than ${LIMITS.items} entries`)), []);
const month = z.catch(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => {
      const number = Number(value);
      return Number.isInteger(number) && number >= 1 && number <= 12 ? String(number) : '';
    }),
  ),
  '',
);
const monthYear = z._default(z.object({ month: z._default(month, ''), year: text(8) }), {
  month: '',
  year: '',
});

const resumeSchema = z.object({
  contact: z.object({
    name: short,
    title: short,
    email: short,
    phone: short,
    location: short,
    links: z._default(
      z
        .array(z.object({ id: id('link'), url: short }))
        .check(z.maxLength(LIMITS.links, `has more than ${LIMITS.links} links`)),
      [],
    ),
  }),
  summary: long,
  experience: list(
    z.object({
      id: id('exp'),
      role: short,
      company: short,
      location: short,
      start: monthYear,
      end: monthYear,
      current: z._default(z.boolean(), false),
      highlights: long,
    }),
  ),
  education: list(
    z.object({
      id: id('edu'),
      school: short,
      degree: short,
      field: short,
      location: short,
      end: monthYear,
      details: long,
    }),
  ),
  skills: z._default(
    z
      .array(
        z.string().check(z.maxLength(LIMITS.skill, `has a skill longer than ${LIMITS.skill} characters`)),
      )
      .check(z.maxLength(LIMITS.skills, `has more than ${LIMITS.skills} skills`)),
    [],
  ),
  certifications: list(z.object({ id: id('cert'), name: short, issuer: short, year: text(8) })),
  projects: list(z.object({ id: id('proj'), name: short, link: short, description: long })),
  languages: list(z.object({ id: id('lang'), name: short, level: short })),
  design: z.catch(
    z.object({
      layout: z.catch(z.enum(LAYOUT_IDS), DEFAULT_DESIGN.layout),
      accent: z.catch(z.enum(ACCENT_IDS), DEFAULT_DESIGN.accent),
      paper: z.catch(z.enum(PAPER_IDS), DEFAULT_DESIGN.paper),
    }),
    DEFAULT_DESIGN,
  ),
});

export type ReadResult = { ok: true; resume: Resume } | { ok: false; message: string };

export const NOT_OURS = 'This file is not a resume saved by this builder.';

const FIELD_NAMES: Readonly<Record<string, string>> = {
  contact: 'contact details',
  experience: 'experience',
  education: 'education',
  certifications: 'certifications',
  projects: 'projects',
  languages: 'languages',
  skills: 'skills',
  links: 'links',
  highlights: 'achievements',
};

/** `experience, entry 2, role` from a zod path. */
function where(path: readonly PropertyKey[]): string {
  return path
    .map((part) =>
      typeof part === 'number' ? `entry ${part + 1}` : (FIELD_NAMES[String(part)] ?? String(part)),
    )
    .join(', ');
}

/** Parses the text of a saved file; never throws. */
export function readResumeJson(json: string): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, message: `${NOT_OURS} It is not valid JSON.` };
  }
  if (typeof data !== 'object' || data === null || (data as { format?: unknown }).format !== FILE_FORMAT) {
    return { ok: false, message: NOT_OURS };
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: `${NOT_OURS} Its version is missing.` };
  }
  if (version > FILE_VERSION) {
    return {
      ok: false,
      message: 'This resume was saved by a newer version of this builder; reload the page and try again.',
    };
  }
  const parsed = z.safeParse(resumeSchema, (data as { resume?: unknown }).resume);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const detail = issue
      ? issue.code === 'invalid_type'
        ? `${where(issue.path) || 'the resume'} should be ${issue.expected === 'string' ? 'text' : issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a group of fields' : issue.expected}.`
        : `${where(issue.path) || 'the resume'} ${issue.message}.`
      : '';
    return { ok: false, message: `${NOT_OURS}${detail ? ` In it, ${detail}` : ''}` };
  }
  return { ok: true, resume: parsed.data };
}
