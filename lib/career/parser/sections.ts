/** Splitting a resume's text into its header (name and contact) and its titled sections. */

export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'certifications' | 'other';

const HEADINGS: readonly [SectionKind, RegExp][] = [
  [
    'summary',
    /^(?:professional |career |executive )?(?:summary|profile|objective|overview)$|^about(?: me)?$|^summary of qualifications$/,
  ],
  [
    'experience',
    /^(?:(?:professional|work|relevant|employment|career|clinical|industry) )?(?:experience|history)$|^employment(?: history)?$|^work history$|^experience & (?:leadership|projects)$/,
  ],
  ['education', /^education(?: (?:and|&) (?:training|certifications?))?$|^academic (?:background|history)$/],
  [
    'skills',
    /^(?:(?:technical|key|core|relevant|professional) )?(?:skills|competencies|expertise)(?: (?:and|&) (?:tools|expertise|technologies|abilities))?$|^areas of expertise$|^tools(?: (?:and|&) technologies)?$/,
  ],
  [
    'certifications',
    /^(?:licenses?(?: (?:and|&) )?)?certifications?(?: (?:and|&) licenses?)?$|^licenses?$|^certificates?$/,
  ],
  [
    'other',
    /^(?:projects|languages|awards|honors|volunteer(?:ing| experience)?|interests|publications|references|activities|leadership|affiliations|memberships)(?: (?:and|&) [a-z]+)?$/,
  ],
];

/** The section a line opens, if it is a heading ("WORK EXPERIENCE", "Skills:"). */
export function headingKind(line: string): SectionKind | undefined {
  const text = line.replace(/[:\s]+$/, '').trim();
  if (!text || text.length > 40 || /[.@]|\d/.test(text)) return undefined;
  const key = text.toLowerCase().replace(/\s+/g, ' ');
  return HEADINGS.find(([, pattern]) => pattern.test(key))?.[0];
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
        .replace(/^\s*(?:[•●▪■◦‣∙·*]|[-–—](?=\s))\s*/, '• ')
        .replace(/[ \t]+$/g, '')
        .replace(/^\s+/, ''),
    )
    .filter((line) => line.replace(/^• /, '').trim() !== '');
}

export function splitSections(lines: readonly string[]): SplitResume {
  const header: string[] = [];
  const sections: Partial<Record<SectionKind, string[]>> = {};
  let current: string[] = header;
  for (const line of lines) {
    const kind = line.startsWith('• ') ? undefined : headingKind(line);
    if (kind) {
      current = sections[kind] ??= [];
      continue;
    }
    current.push(line);
  }
  return { header, sections };
}
