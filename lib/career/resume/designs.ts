import type { AccentId, LayoutId, PaperId } from './model';

/**
 * The five layouts as data, read alike by the HTML preview, the PDF and the Word renderers, so the
 * three agree on fonts, sizes, order and emphasis. Sizes are points on the page; the preview scales
 * them to its width.
 */

export const SECTION_IDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'languages',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The standard PDF fonts (Helvetica, Times), matched by Arial and Times New Roman elsewhere. */
export type FontFamily = 'sans' | 'serif';

export interface LayoutSpec {
  readonly id: LayoutId;
  readonly name: string;
  readonly blurb: string;
  readonly columns: 1 | 2;
  readonly bodyFont: FontFamily;
  readonly headingFont: FontFamily;
  /** Name and contact centered, left-aligned, or white on an accent band. */
  readonly header: 'center' | 'left' | 'band';
  /** How section headings are set apart: a rule under them, accent text alone, or a thick accent rule. */
  readonly headingRule: 'thin' | 'none' | 'thick';
  /** Section headings in letter-spaced capitals. */
  readonly headingCaps: boolean;
  /** Headings (and the name, when `nameAccent`) in the accent colour rather than ink. */
  readonly headingAccent: boolean;
  readonly nameAccent: boolean;
  readonly nameCaps: boolean;
  /** A band of accent colour across the top of the first page. */
  readonly topBar: boolean;
  readonly margin: { readonly x: number; readonly y: number };
  readonly size: {
    readonly name: number;
    readonly title: number;
    readonly heading: number;
    readonly body: number;
    readonly small: number;
  };
  /** Line height as a multiple of the type size. */
  readonly leading: number;
  readonly gap: { readonly section: number; readonly entry: number };
  /** Skills as one comma-separated paragraph or as one per line. */
  readonly skills: 'inline' | 'list';
  /** Section order; in two columns, `main` is the wide column. */
  readonly main: readonly SectionId[];
  readonly sidebar: readonly SectionId[];
  /** Share of the text width the sidebar takes. */
  readonly sidebarShare: number;
  readonly headings: Readonly<Record<SectionId, string>>;
}

const HEADINGS: Record<SectionId, string> = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  projects: 'Projects',
  languages: 'Languages',
};

const ONE_COLUMN: readonly SectionId[] = [
  'summary',
  'experience',
  'skills',
  'education',
  'certifications',
  'projects',
  'languages',
];

export const LAYOUTS: Readonly<Record<LayoutId, LayoutSpec>> = {
  classic: {
    id: 'classic',
    name: 'Classic',
    blurb: 'One column, Times, centered name: the traditional choice for law, finance and government.',
    columns: 1,
    bodyFont: 'serif',
    headingFont: 'serif',
    header: 'center',
    headingRule: 'thin',
    headingCaps: true,
    headingAccent: false,
    nameAccent: false,
    nameCaps: false,
    topBar: false,
    margin: { x: 54, y: 50 },
    size: { name: 22, title: 11.5, heading: 11, body: 10.5, small: 9.5 },
    leading: 1.3,
    gap: { section: 12, entry: 8 },
    skills: 'inline',
    main: ONE_COLUMN,
    sidebar: [],
    sidebarShare: 0,
    headings: HEADINGS,
  },
  modern: {
    id: 'modern',
    name: 'Modern',
    blurb: 'One column, sans-serif, name and headings in the accent colour: clean and safe for any ATS.',
    columns: 1,
    bodyFont: 'sans',
    headingFont: 'sans',
    header: 'left',
    headingRule: 'none',
    headingCaps: true,
    headingAccent: true,
    nameAccent: true,
    nameCaps: false,
    topBar: true,
    margin: { x: 50, y: 46 },
    size: { name: 24, title: 12, heading: 10.5, body: 9.8, small: 9 },
    leading: 1.35,
    gap: { section: 13, entry: 8 },
    skills: 'inline',
    main: ONE_COLUMN,
    sidebar: [],
    sidebarShare: 0,
    headings: HEADINGS,
  },
  compact: {
    id: 'compact',
    name: 'Compact',
    blurb: 'Tighter margins and smaller type, skills first: fits a long career on fewer pages.',
    columns: 1,
    bodyFont: 'sans',
    headingFont: 'sans',
    header: 'left',
    headingRule: 'thin',
    headingCaps: true,
    headingAccent: true,
    nameAccent: true,
    nameCaps: false,
    topBar: false,
    margin: { x: 38, y: 34 },
    size: { name: 18, title: 10.5, heading: 9.5, body: 9, small: 8.5 },
    leading: 1.28,
    gap: { section: 8, entry: 5 },
    skills: 'inline',
    main: ['summary', 'skills', 'experience', 'education', 'certifications', 'projects', 'languages'],
    sidebar: [],
    sidebarShare: 0,
    headings: HEADINGS,
  },
  executive: {
    id: 'executive',
    name: 'Executive',
    blurb:
      'Serif headings over sans-serif text, capitals and generous space: for senior and leadership roles.',
    columns: 1,
    bodyFont: 'sans',
    headingFont: 'serif',
    header: 'left',
    headingRule: 'thick',
    headingCaps: false,
    headingAccent: true,
    nameAccent: false,
    nameCaps: true,
    topBar: false,
    margin: { x: 58, y: 46 },
    size: { name: 23, title: 12, heading: 12.5, body: 10, small: 9.2 },
    leading: 1.34,
    gap: { section: 12, entry: 8 },
    skills: 'inline',
    main: ONE_COLUMN,
    sidebar: [],
    sidebarShare: 0,
    headings: {
      ...HEADINGS,
      summary: 'Executive profile',
      experience: 'Professional experience',
      skills: 'Core competencies',
    },
  },
  technical: {
    id: 'technical',
    name: 'Technical',
    blurb:
      'Two columns under an accent band, skills and education in a side column: for engineering and data roles.',
    columns: 2,
    bodyFont: 'sans',
    headingFont: 'sans',
    header: 'band',
    headingRule: 'thin',
    headingCaps: true,
    headingAccent: true,
    nameAccent: false,
    nameCaps: false,
    topBar: false,
    margin: { x: 40, y: 36 },
    size: { name: 22, title: 11.5, heading: 9.8, body: 9.2, small: 8.6 },
    leading: 1.32,
    gap: { section: 11, entry: 7 },
    skills: 'list',
    main: ['summary', 'experience', 'projects'],
    sidebar: ['skills', 'education', 'certifications', 'languages'],
    sidebarShare: 0.31,
    headings: HEADINGS,
  },
};

export interface Accent {
  readonly id: AccentId;
  readonly name: string;
  /** Hex without `#`. Each reads at 7:1 or better on white, and white on it, so text in it passes AA. */
  readonly hex: string;
}

export const ACCENTS: Readonly<Record<AccentId, Accent>> = {
  graphite: { id: 'graphite', name: 'Graphite', hex: '334155' },
  navy: { id: 'navy', name: 'Navy', hex: '1E3A8A' },
  teal: { id: 'teal', name: 'Teal', hex: '115E59' },
  burgundy: { id: 'burgundy', name: 'Burgundy', hex: '9F1239' },
  forest: { id: 'forest', name: 'Forest', hex: '166534' },
};

export interface Paper {
  readonly id: PaperId;
  readonly name: string;
  /** Points. */
  readonly width: number;
  readonly height: number;
}

export const PAPERS: Readonly<Record<PaperId, Paper>> = {
  letter: { id: 'letter', name: 'US Letter', width: 612, height: 792 },
  a4: { id: 'a4', name: 'A4', width: 595.28, height: 841.89 },
};

/** Ink colours shared by every layout (hex without `#`). */
/** The site's --ink-900, --ink-600 and --ink-300, so the preview and the files agree. */
export const INK = { text: '111827', muted: '4B5563', rule: 'D1D5DB' } as const;

/** `hex` mixed with white: `amount` 0 is white, 1 the colour. For the sidebar's tint. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex, 16);
  return [16, 8, 0]
    .map((shift) => {
      const channel = (value >> shift) & 0xff;
      return Math.round(255 - (255 - channel) * amount)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')
    .toUpperCase();
}
