import { customerCount } from './customer-count';

/**
 * The registry of marketing figures (as the product team publishes them): one meaning per figure, and for a figure
 * that comes from a customer story, the one customer it belongs to. Copy anywhere under content/
 * that shows one of these figures must use it with the meaning below and must not credit it to
 * another customer or industry; tests/unit/content/claims.test.ts checks every page against it.
 *
 * - `figure`: the figure as pages show it.
 * - `meaning`: what the figure measures, in one sentence.
 * - `customer`: the id of the story in content/stories/case-studies/ the figure comes from, or
 *   null for a product-wide claim.
 * - `industries`: for a customer figure, the trades it may be shown as proof for on an industry
 *   page (matched against the start of the page's path segment, e.g. `retail` for
 *   /industry/retail-recruitment-software/).
 * - `patterns`: find the figure in text.
 * - `means`: every sentence (or stat with its label) that shows the figure matches this, so the
 *   figure keeps its one meaning.
 * - `not`: words that must not appear in the same sentence: other trades, other meanings, or a
 *   plural "customers" that turns one customer's result into everyone's.
 * - `unrelated`: sentences that use the same number for something other than this claim (advice
 *   such as "decide within 48 hours"), which the checks skip.
 */
export type Claim = {
  id: string;
  figure: string;
  meaning: string;
  customer: string | null;
  industries?: readonly string[];
  patterns: readonly RegExp[];
  means: RegExp;
  not?: readonly RegExp[];
  unrelated?: readonly RegExp[];
};

/** A customer's result, credited to "customers" in general, stops being that customer's result. */
const PLURAL_CUSTOMERS = /\bcustomers\b/i;

export const claims: readonly Claim[] = [
  // Customer stories.
  {
    id: 'brightpath-time-to-hire',
    figure: '60%',
    meaning: 'Brightpath, a network of tutoring centers, cut its time to hire by 60% (38 days to 15).',
    customer: 'reduce-time-to-hire',
    industries: ['education', 'tutoring'],
    patterns: [/\b60 ?%/],
    means: /time[- ]to[- ]hire/i,
    not: [
      PLURAL_CUSTOMERS,
      /\b(?:martech|marketing|fintech|real[- ]estate|retail|lateral|consult\w*|legal|law firm|staffing|sales)\b/i,
    ],
  },
  {
    id: 'atlas-diverse-positions',
    figure: '25 diverse positions',
    meaning: 'Atlas Staffing closed 25 diverse positions for one healthcare client.',
    customer: 'moving-hiring-online',
    industries: ['staffing', 'healthcare'],
    patterns: [/\b(?:25|twenty-five) (?:diverse )?(?:positions|roles|hires)\b/i],
    means: /divers|healthcare/i,
    not: [PLURAL_CUSTOMERS, /\bclients\b/i],
  },
  {
    id: 'harbor-sourced-assessed',
    figure: '550 sourced / 213 assessed in 50 days',
    meaning:
      'Harbor Retail, an apparel retailer, sourced 550 candidates and assessed 213 of them in 50 days to staff twelve new stores.',
    customer: 'apparel-retailer',
    industries: ['retail', 'apparel'],
    patterns: [/\b550\b/, /\b213\b/, /\b(?:45|50|fifty|forty-five) days\b/i],
    // "45 days" is another report of the same search; the site says 50 everywhere.
    means: /\b(?:sourc\w*|assess\w*|candidates|store\w*|search|offer)\b/i,
    not: [
      PLURAL_CUSTOMERS,
      /\b45 days\b/i,
      /\b(?:fintech|martech|real[- ]estate|legal|consult\w*|staffing)\b/i,
    ],
    unrelated: [/California requests/],
  },
  {
    id: 'lumen-48-hours',
    figure: '48 hours',
    meaning:
      'Lumen Capital, a financial advisory firm, hires consultants within 48 hours of a signed engagement.',
    customer: 'lateral-hiring',
    industries: ['consulting', 'financial-advisory'],
    patterns: [/\b48[ -]hours?\b/i, /\b48 hrs\b/i],
    means: /\bhir(?:e|es|ed|ing)\b/i,
    not: [PLURAL_CUSTOMERS, /\b(?:present\w*|placed|plac(?:e|es|ing)|delivered|billable-ready)\b/i],
    // Advice to decide quickly after a final interview, not the claim.
    unrelated: [
      /\bdecid\w* (?:with)?in 48 hours\b/i,
      /48-hour decision/i,
      /within 48 hours of the decision/i,
    ],
  },
  {
    id: 'keystone-14-days',
    figure: 'under 14 days',
    meaning:
      'Keystone Legal, a litigation firm, hires attorney assistants in under 14 days from posting to accepted offer.',
    customer: 'attorney-assistant',
    industries: ['legal', 'law'],
    patterns: [/(?:under|<|less than) ?(?:14|fourteen) days\b/i, /\bunder two weeks\b/i],
    means: /\b(?:hir\w*|offers?)\b/i,
    not: [
      PLURAL_CUSTOMERS,
      /\bslate\b/i,
      /\b(?:fintech|martech|saas|real[- ]estate|retail|seasonal|tutor\w*|staffing)\b/i,
    ],
    // Advice on how long an interview loop should take, not the claim.
    unrelated: [/\bkeep the (?:loop|process) under two weeks\b/i],
  },
  {
    id: 'vantage-150-assessed',
    figure: '150+',
    meaning: 'Vantage Labs, a sales enablement software company, assessed 150+ sales candidates in a year.',
    customer: 'sales-enablement',
    industries: ['sales'],
    patterns: [/\b150\+/, /\bmore than 150 (?:sales )?candidates\b/i],
    means: /\bassess\w*\b/i,
    not: [
      PLURAL_CUSTOMERS,
      /\b(?:delivered|placed|engaged|sourced|talent pool)\b/i,
      /\b(?:fintech|martech|real[- ]estate|retail|legal|staffing)\b/i,
    ],
  },
  {
    id: 'fieldstone-20-hours',
    figure: '2+ fit candidates in under 20 hours',
    meaning:
      'Fieldstone, a data consultancy, had two or more sourced, assessed and interested candidates for every role in under 20 hours.',
    customer: 'ensemble',
    industries: ['data', 'consulting'],
    patterns: [/(?:under|<) ?20 ?(?:hours|hrs|h)\b/i],
    means: /\b(?:fit|candidates?)\b/i,
    not: [PLURAL_CUSTOMERS, /\b(?:fintech|martech|real[- ]estate|retail|legal|staffing)\b/i],
  },
  {
    id: 'northwind-interview-time',
    figure: 'over 500 minutes to under 50',
    meaning:
      'Northwind, a logistics software company, cut the time its team spends interviewing per hire from over 500 minutes to under 50.',
    customer: 'interview-time',
    industries: ['logistics', 'software'],
    patterns: [/\b500\+? ?(?:minutes|min|→)/i, /<50 min\b/i],
    means: /\binterview\w*|team time\b/i,
    not: [PLURAL_CUSTOMERS, /\b(?:recruiter time|screening time|reading resumes|care homes?|carers?)\b/i],
  },
  // Product-wide claims.
  {
    id: 'assessment-set-up',
    figure: 'under 5 minutes',
    meaning: 'Setting up an assessment from the role library takes under five minutes.',
    customer: null,
    patterns: [/(?:<|under|less than|within) ?(?:5|five)[ -]?min(?:ute)?s?\b/i],
    means: /\bset[ -]?up\b|\bto set\b/i,
    not: [/\bcandidates? (?:finish|take|complete)/i],
  },
  {
    id: 'prediction-accuracy',
    figure: '90%+',
    meaning: 'Job simulation scores predict on-the-job performance with over 90% accuracy.',
    customer: null,
    patterns: [/\b90 ?%/],
    means: /\baccura\w*|predict\w*/i,
    unrelated: [/employee premiums/i],
  },
  {
    id: 'candidate-score',
    figure: '4.7/5',
    meaning: 'Candidates rate the assessment experience 4.7 out of 5 on average.',
    customer: null,
    patterns: [/\b4\.7(?:\/5| out of 5)/],
    means: /\b(?:candidates?|students?|rate|rating|score)\b/i,
  },
  {
    id: 'cost-saving',
    figure: '410%',
    meaning: 'Customers save 410% of the cost of a mis-hire by avoiding mis-hires.',
    customer: null,
    patterns: [/\b410 ?%/],
    means: /\bcost|saving|mis-hire/i,
  },
  {
    id: 'drop-off',
    figure: 'under 10%',
    meaning:
      'Under 10% of candidates drop out of a Quotient assessment or interview, against 40%+ or 50%+ elsewhere.',
    customer: null,
    patterns: [/(?:<|under|fewer than) ?10 ?%/i],
    means: /\bdrop(?:-| )?(?:off|out)?\b|\bdrop out\b/i,
  },
  {
    id: 'hiring-cycle',
    figure: '50%',
    meaning: 'Teams that screen with Quotient cut their hiring cycle by 50%.',
    customer: null,
    patterns: [/\bhiring cycle (?:cut )?by 50 ?%/i, /\bhiring cycle cut by 50 ?%/i],
    means: /\bhiring cycle\b/i,
  },
  {
    id: 'businesses',
    figure: customerCount,
    meaning: 'More than 100 businesses use Quotient.',
    customer: null,
    patterns: [/\b100\+ (?:other )?businesses\b/i, /\bmore than 100 businesses\b/i],
    means: /\bbusinesses\b/i,
  },
  {
    id: 'reviews',
    figure: '4.9/5 from 9,600 reviews',
    meaning: 'Quotient is rated 4.9 out of 5 from 9,600 reviews.',
    customer: null,
    patterns: [/\b9,?600 reviews\b/i],
    means: /\b4\.9\b/,
  },
];
