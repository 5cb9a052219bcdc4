/**
 * What visitors type into the generators, written from real use: singular and plural nouns, mass
 * nouns, gerund phrases, "how to …" tasks, multi-word topics and topics with acronyms or names.
 */

/**
 * How the phrase behaves in English, as a reader judges it: `plural` takes "are" and "do";
 * `mass` and names stand bare with "is"; `count` is one countable thing that needs "a", "the" or a
 * plural; `task` is an activity with its object ("writing a job offer letter").
 */
export type Number = 'plural' | 'mass' | 'count' | 'task';

/** Slogan benefits, with a brand and an audience for each. */
export const SLOGAN_INPUTS = [
  { brand: 'Acme', benefit: 'fresh coffee', number: 'mass', audience: 'commuters' },
  { brand: 'Brightside Dental', benefit: 'pain-free checkups', number: 'plural', audience: 'families' },
  { brand: 'Hirewell', benefit: 'faster hiring', number: 'mass', audience: 'HR teams' },
  { brand: 'Payly', benefit: 'Payroll software', number: 'mass', audience: 'small businesses' },
  { brand: 'Kinder', benefit: 'happy customers', number: 'plural', audience: '' },
  { brand: 'Voltra', benefit: 'clean energy', number: 'mass', audience: 'homeowners' },
  { brand: 'Stackr', benefit: 'ATS integrations', number: 'plural', audience: 'recruiters' },
  { brand: 'Nestwise', benefit: 'affordable childcare', number: 'mass', audience: 'working parents' },
  { brand: 'Loop', benefit: 'better sleep', number: 'mass', audience: 'new parents' },
  { brand: 'Sprout', benefit: 'organic vegetables', number: 'plural', audience: 'home cooks' },
  { brand: 'Ledgerly', benefit: 'accurate bookkeeping', number: 'mass', audience: 'freelancers' },
  { brand: 'Fitfolk', benefit: 'personal training', number: 'mass', audience: 'busy professionals' },
  { brand: 'Smilecraft', benefit: 'brighter smile', number: 'count', audience: 'adults' },
  { brand: 'Tally', benefit: 'HR software', number: 'mass', audience: 'HR managers' },
] as const;

/** Title topics, with an optional keyword and audience. */
export const TITLE_INPUTS = [
  { topic: 'onboarding checklist', number: 'count', keyword: '', audience: 'HR managers' },
  {
    topic: 'how to write a job offer letter',
    number: 'task',
    reads: 'writing a job offer letter',
    keyword: '',
    audience: 'HR managers',
  },
  { topic: 'remote work policies', number: 'plural', keyword: '', audience: '' },
  {
    topic: 'employee onboarding',
    number: 'mass',
    keyword: 'onboarding',
    keywordNumber: 'mass',
    audience: 'small businesses',
  },
  { topic: 'HR software', number: 'mass', keyword: '', audience: 'startups' },
  { topic: 'ATS', number: 'mass', keyword: '', audience: 'recruiters' },
  {
    topic: 'performance reviews',
    number: 'plural',
    keyword: 'performance review',
    keywordNumber: 'count',
    audience: 'managers',
  },
  { topic: 'Slack etiquette', number: 'mass', keyword: '', audience: 'remote teams' },
  {
    topic: 'how to plan a team offsite',
    number: 'task',
    reads: 'planning a team offsite',
    keyword: '',
    audience: 'team leads',
  },
  { topic: 'sourcing passive candidates', number: 'task', keyword: '', audience: 'recruiters' },
  { topic: 'payroll', number: 'mass', keyword: '', audience: 'founders' },
  { topic: 'interview questions', number: 'plural', keyword: '', audience: 'hiring managers' },
  { topic: 'employee benefits', number: 'plural', keyword: '', audience: 'employers' },
  {
    topic: 'content marketing',
    number: 'mass',
    keyword: 'SEO',
    keywordNumber: 'mass',
    audience: 'marketers',
  },
  { topic: 'job description template', number: 'count', keyword: '', audience: 'startup founder' },
  { topic: 'employee handbook', number: 'count', keyword: '', audience: 'small businesses' },
  { topic: 'KPIs', number: 'plural', keyword: '', audience: 'team leads' },
] as const;

/** LinkedIn profiles: a role, skills, and sometimes an achievement, an audience and a goal. */
export const HEADLINE_INPUTS = [
  {
    role: 'nurse manager',
    skills: 'patient safety, staffing, budgeting',
    achievement: '',
    audience: '',
    goal: '',
  },
  {
    role: 'talent acquisition partner',
    skills: 'sourcing, employer branding, ATS',
    achievement: 'hired 120 engineers in 2024',
    audience: 'startups',
    goal: 'build great teams',
  },
  {
    role: 'software engineer',
    skills: 'React, TypeScript, Node.js',
    achievement: 'cut page load time by 40%',
    audience: 'product teams',
    goal: 'ship faster',
  },
  {
    role: 'HR business partner',
    skills: 'employee relations, HR software',
    achievement: '',
    audience: 'managers',
    goal: 'grow their people',
  },
  { role: 'data analyst', skills: 'SQL, dashboards', achievement: '', audience: '', goal: '' },
  {
    role: 'marketing manager',
    skills: 'content marketing, SEO, email campaigns',
    achievement: 'grew organic traffic 3x',
    audience: 'B2B brands',
    goal: 'win more customers',
  },
] as const;

/** Meta titles and descriptions for pages. */
export const META_INPUTS = [
  { topic: 'Remote work policy', keyword: 'remote work policy', number: 'count', brand: '', benefit: '' },
  {
    topic: 'Job offer letter template',
    keyword: 'offer letter template',
    number: 'count',
    brand: 'Quotient',
    benefit: 'free to download',
  },
  {
    topic: 'HR software',
    keyword: 'HR software',
    number: 'mass',
    brand: 'Payly',
    benefit: 'saves hours every week',
  },
  {
    topic: 'Dog grooming in Austin',
    keyword: 'dog grooming',
    number: 'mass',
    brand: 'Paws & Co',
    benefit: 'gentle groomers',
  },
  { topic: 'Interview questions', keyword: 'interview questions', number: 'plural', brand: '', benefit: '' },
] as const;

/** Words a visitor asks to see in a sentence, with the part of speech chosen or left to work out. */
export const SENTENCE_WORDS = [
  { word: 'resilient', pos: 'auto', number: null },
  { word: 'negotiate', pos: 'auto', number: null },
  { word: 'quickly', pos: 'auto', number: null },
  { word: 'feedback', pos: 'auto', number: 'mass' },
  { word: 'benefits', pos: 'auto', number: 'plural' },
  { word: 'onboarding', pos: 'auto', number: 'mass' },
  { word: 'Slack', pos: 'auto', number: 'name' },
  { word: 'budget', pos: 'noun', number: null },
  { word: 'ran', pos: 'auto', number: null },
  { word: 'candid', pos: 'auto', number: null },
  { word: 'deadlines', pos: 'auto', number: 'plural' },
  { word: 'ATS', pos: 'noun', number: null },
  { word: 'ambiguous', pos: 'auto', number: null },
  { word: 'delegate', pos: 'verb', number: null },
  { word: 'Salesforce', pos: 'noun', number: 'name' },
  { word: 'KPIs', pos: 'noun', number: 'plural' },
] as const;

/** Topics for the sentence generator's topic mode (one or two comma-separated terms). */
export const SENTENCE_TOPICS = [
  { topic: 'remote work, meetings', uses: [{ phrase: 'meetings', number: 'plural' }] },
  { topic: 'onboarding checklist', uses: [{ phrase: 'onboarding checklist', number: 'count' }] },
  { topic: 'employee benefits', uses: [{ phrase: 'employee benefits', number: 'plural' }] },
  { topic: 'HR software, payroll', uses: [{ phrase: 'HR software', number: 'mass' }] },
  { topic: 'performance reviews', uses: [{ phrase: 'performance reviews', number: 'plural' }] },
  { topic: 'the ATS', uses: [] },
  { topic: 'hiring, culture', uses: [{ phrase: 'hiring', number: 'mass' }] },
  { topic: 'time off', uses: [{ phrase: 'time off', number: 'mass' }] },
  { topic: 'job description', uses: [{ phrase: 'job description', number: 'count' }] },
] as const;
