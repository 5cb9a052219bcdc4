/** Splitting a resume's text into its header (name and contact) and its titled sections. */
import { TITLE_WORDS } from './words';

export type SectionKind =
  'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'languages' | 'contact' | 'other';

const HEADINGS: readonly [SectionKind, RegExp][] = [
  [
    'summary',
    /^(?:(?:professional|career|executive) )?(?:summary|profile|objective|overview)$|^about(?: me)?$|^summary of qualifications$|^personal (?:statement|profile)$/,
  ],
  [
    'experience',
    /^(?:(?:professional|work|relevant|employment|career|clinical|industry) )?(?:experience|history)$|^employment(?: history)?$|^(?:work|career|employment|professional) history$|^experience & (?:leadership|projects)$|^positions held$/,
  ],
  ['education', /^education(?: (?:and|&) (?:training|certifications?))?$|^academic (?:background|history)$/],
  ['languages', /^(?:languages?|language skills|language proficiency)$/],
  [
    'skills',
    /^(?:(?:technical|key|core|relevant|professional) )?(?:skills|competencies|expertise)(?: (?:and|&) (?:tools|expertise|technologies|abilities))?$|^areas of expertise$|^tools(?: (?:and|&) technologies)?$|^skills summary$/,
  ],
  [
    'certifications',
    /^(?:(?:professional|relevant) )?(?:licenses?(?: (?:and|&) )?)?certifications?(?: (?:and|&) licen[cs]es?)?$|^licen[cs]es?$|^certificates?$|^credentials$|^accreditations$/,
  ],
  ['contact', /^contact(?: (?:me|details|information))?$/],
  [
    'other',
    /^(?:projects|awards|honors|volunteer(?:ing| experience)?|interests|publications|references|activities|leadership|affiliations|memberships|hobbies)(?: (?:and|&) [a-z]+)?$/,
  ],
];

/**
 * Looser words for a line the file itself marks as a heading (bigger or bolder type, a Word heading
 * style): "Professional Credentials" or "My Tech Stack" is then a heading even though no list names it.
 */
const STYLED: readonly [SectionKind, RegExp][] = [
  ['summary', /\b(?:summary|profile|objective|about|overview|statement)\b/],
  ['languages', /\blanguages?\b/],
  ['experience', /\b(?:experience|employment|work|career|positions)\b/],
  ['education', /\b(?:education|academic|schooling)\b/],
  ['certifications', /\b(?:certif\w*|licen[cs]\w*|credentials?|accreditations?)\b/],
  ['skills', /\b(?:skills?|competenc\w+|expertise|proficienc\w+|technologies|tools|stack)\b/],
  ['contact', /\bcontact\b/],
];

const cleanHeading = (line: string) => line.replace(/[:\s]+$/, '').trim();

/** The section a line opens, if it is a heading ("WORK EXPERIENCE", "Skills:"). */
export function headingKind(line: string): SectionKind | undefined {
  const text = cleanHeading(line);
  if (!text || text.length > 40 || /[.@]|\d/.test(text)) return undefined;
  const key = text.toLowerCase().replace(/\s+/g, ' ');
  return HEADINGS.find(([, pattern]) => pattern.test(key))?.[0];
}

/** The section a styled line opens: listed words first, then looser ones, then "other" for capitals. */
export function styledHeadingKind(line: string): SectionKind | undefined {
  const text = cleanHeading(line);
  if (!text || text.length > 40 || /[.@]|\d/.test(text) || text.split(/\s+/).length > 5) return undefined;
  const key = text.toLowerCase();
  const strict = headingKind(text);
  if (strict) return strict;
  // "Career Coach" in large type is a headline, not a section.
  if (TITLE_WORDS.test(text)) return undefined;
  const kind = STYLED.find(([, pattern]) => pattern.test(key))?.[0];
  if (kind) return kind;
  return text === text.toUpperCase() && /\p{Lu}{3}/u.test(text) ? 'other' : undefined;
}

export interface SplitResume {
  readonly header: readonly string[];
  readonly sections: Readonly<Partial<Record<SectionKind, readonly string[]>>>;
}

/** Cleans the extracted text: one item per line, bullets marked with "• ", blank lines dropped. */
export function normalizeLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[•●▪■◦‣∙·*➢►▶✓✔❖◆]|[-–—](?=\s))\s*/, '• ')
        .replace(/[ \t]+$/g, '')
        .replace(/^\s+/, ''),
    )
    .filter((line) => line.replace(/^• /, '').trim() !== '');
}

/**
 * `styled` holds the lines the file marks as headings by their type (PDF) or style (Word); others
 * are headings only when their words are a known heading.
 */
export function splitSections(
  lines: readonly string[],
  styled: ReadonlySet<string> = new Set(),
): SplitResume {
  const header: string[] = [];
  const sections: Partial<Record<SectionKind, string[]>> = {};
  let current: string[] = header;
  for (const line of lines) {
    const kind = line.startsWith('• ')
      ? undefined
      : styled.has(line.trim())
        ? styledHeadingKind(line)
        : headingKind(line);
    // A name in large capitals is not an unknown section.
    if (kind === 'other' && current === header && styled.has(line.trim()) && !headingKind(line)) {
      current.push(line);
      continue;
    }
    if (kind) {
      current = sections[kind] ??= [];
      continue;
    }
    current.push(line);
  }
  return { header, sections };
}
