import { toolBySlug } from '../tools/registry';

/*
 * The free tools a job seeker can use, with what each does for them. The pages name them in text
 * and in their link cards, but link one only once the tool is built (it is in the tool registry
 * when this module loads at build time); until then the text reads without a link and the card is
 * left out, so no page ever links to a missing tool.
 */
const CAREER_TOOLS = {
  'resume-builder': {
    name: 'Resume builder',
    text: 'Build a clean, ATS-friendly resume and download it as PDF or Word.',
  },
  'cover-letter-generator': {
    name: 'Cover letter generator',
    text: 'Draft a cover letter for one specific posting, then edit it in your own voice.',
  },
  'word-counter': {
    name: 'Word counter',
    text: 'Check a summary, cover letter or application answer against its word and character limits.',
  },
  'character-counter': {
    name: 'Character counter',
    text: 'Fit a headline, text message or short application answer into its character limit.',
  },
  'grammar-checker': {
    name: 'Grammar checker',
    text: 'Catch typos and grammar slips before a recruiter does.',
  },
  'profile-picture-maker': {
    name: 'Profile picture maker',
    text: 'Make a clean, consistent profile picture for LinkedIn and job sites.',
  },
  'paycheck-calculator': {
    name: 'Paycheck calculator',
    text: 'Turn an hourly rate or salary into take-home pay after federal, FICA and state tax.',
  },
} as const;

export type CareerTool = keyof typeof CAREER_TOOLS;

export const careerToolSlugs = Object.keys(CAREER_TOOLS) as CareerTool[];

export const careerToolPath = (slug: CareerTool) => `/tools/${slug}/`;

export function isBuilt(slug: CareerTool): boolean {
  return toolBySlug(slug) !== undefined;
}

/** `[label](/tools/slug/)` for content text when the tool exists, else just the label. */
export function toolLink(slug: CareerTool, label: string): string {
  return isBuilt(slug) ? `[${label}](${careerToolPath(slug)})` : label;
}

/** Link cards for the built tools among `slugs`, in the order given. */
export function toolCards(slugs: readonly CareerTool[]): { title: string; text: string; href: string }[] {
  return slugs.filter(isBuilt).map((slug) => ({
    title: toolBySlug(slug)?.name ?? CAREER_TOOLS[slug].name,
    text: CAREER_TOOLS[slug].text,
    href: careerToolPath(slug),
  }));
}
