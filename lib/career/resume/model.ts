/**
 * The resume as the builder edits it. Text is kept exactly as typed (a year of "20" stays "20" while
 * someone is typing 2021; a trailing empty line stays in the bullets box), so nothing is ever lost to
 * cleaning; the preview, checks and downloads read it through ./view, which does the cleaning.
 */

export const LAYOUT_IDS = ['classic', 'modern', 'compact', 'executive', 'technical'] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

export const ACCENT_IDS = ['graphite', 'navy', 'teal', 'burgundy', 'forest'] as const;
export type AccentId = (typeof ACCENT_IDS)[number];

export const PAPER_IDS = ['letter', 'a4'] as const;
export type PaperId = (typeof PAPER_IDS)[number];

/** `month` is '' or '1'..'12'; `year` is what was typed. */
export interface MonthYear {
  readonly month: string;
  readonly year: string;
}

export interface Experience {
  readonly id: string;
  readonly role: string;
  readonly company: string;
  readonly location: string;
  readonly start: MonthYear;
  readonly end: MonthYear;
  /** Still in the role: the end date reads "Present" and is ignored. */
  readonly current: boolean;
  /** One achievement per line. */
  readonly highlights: string;
}

export interface Education {
  readonly id: string;
  readonly school: string;
  readonly degree: string;
  readonly field: string;
  readonly location: string;
  /** Graduation (or expected graduation). */
  readonly end: MonthYear;
  /** Honors, GPA, thesis: one per line. */
  readonly details: string;
}

export interface Certification {
  readonly id: string;
  readonly name: string;
  readonly issuer: string;
  readonly year: string;
}

export interface Project {
  readonly id: string;
  readonly name: string;
  readonly link: string;
  /** One point per line. */
  readonly description: string;
}

export interface Language {
  readonly id: string;
  readonly name: string;
  readonly level: string;
}

export interface ContactLink {
  readonly id: string;
  readonly url: string;
}

export interface Contact {
  readonly name: string;
  readonly title: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
  readonly links: readonly ContactLink[];
}

export interface Design {
  readonly layout: LayoutId;
  readonly accent: AccentId;
  readonly paper: PaperId;
}

export interface Resume {
  readonly contact: Contact;
  readonly summary: string;
  readonly experience: readonly Experience[];
  readonly education: readonly Education[];
  readonly skills: readonly string[];
  readonly certifications: readonly Certification[];
  readonly projects: readonly Project[];
  readonly languages: readonly Language[];
  readonly design: Design;
}

/** The repeatable sections, by the key they live under. */
export type ListKey = 'experience' | 'education' | 'certifications' | 'projects' | 'languages';
export type ListItem<K extends ListKey> = Resume[K][number];

/** LinkedIn's proficiency scale, which US recruiters know. */
export const LANGUAGE_LEVELS = [
  'Native or bilingual',
  'Full professional',
  'Professional working',
  'Limited working',
  'Elementary',
] as const;

/** Limits the editor's boxes enforce and an opened file must respect. */
export const LIMITS = {
  /** Names, titles, places, single-line fields. */
  short: 200,
  /** The summary, a role's achievements, a project's points. */
  long: 6000,
  links: 4,
  items: 30,
  skills: 60,
  skill: 80,
} as const;

let counter = 0;

/** Keys for React lists only; they never reach the preview or the downloads. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`;
}

const noDate: MonthYear = { month: '', year: '' };

export const BLANK_ITEMS: { readonly [K in ListKey]: () => ListItem<K> } = {
  experience: () => ({
    id: newId('exp'),
    role: '',
    company: '',
    location: '',
    start: noDate,
    end: noDate,
    current: false,
    highlights: '',
  }),
  education: () => ({
    id: newId('edu'),
    school: '',
    degree: '',
    field: '',
    location: '',
    end: noDate,
    details: '',
  }),
  certifications: () => ({ id: newId('cert'), name: '', issuer: '', year: '' }),
  projects: () => ({ id: newId('proj'), name: '', link: '', description: '' }),
  languages: () => ({ id: newId('lang'), name: '', level: '' }),
};

export const DEFAULT_DESIGN: Design = { layout: 'modern', accent: 'navy', paper: 'letter' };

/** An empty resume that keeps the visitor's design choices. */
export function blankResume(design: Design = DEFAULT_DESIGN): Resume {
  return {
    contact: { name: '', title: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    experience: [BLANK_ITEMS.experience()],
    education: [BLANK_ITEMS.education()],
    skills: [],
    certifications: [],
    projects: [],
    languages: [],
    design,
  };
}
