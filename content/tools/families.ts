import type { FamilyId } from './types';

/**
 * The families of free tools, in hub order, each with the groups its tools are filed under. Later
 * families (letters, policies, templates, generators, writing, media) join by adding an entry here
 * and their id to FAMILY_IDS; the hub, breadcrumbs and related links pick them up.
 */
export type Family = {
  id: FamilyId;
  title: string;
  lead: string;
  groups: readonly { id: string; title: string }[];
};

export const FAMILIES: readonly Family[] = [
  {
    id: 'calculator',
    title: 'Calculators',
    lead: 'Pay, HR metrics, pricing, loans, savings and schoolwork, each with its formula worked through on your numbers.',
    groups: [
      { id: 'pay', title: 'Pay, tax and tips' },
      { id: 'hr', title: 'HR and customer metrics' },
      { id: 'business', title: 'Business and pricing' },
      { id: 'loans', title: 'Loans and payments' },
      { id: 'savings', title: 'Interest, investing and retirement' },
      { id: 'everyday', title: 'School, health and everyday math' },
    ],
  },
  {
    id: 'converter',
    title: 'Converters and number tools',
    lead: 'Unit conversions in both directions with the exact factor shown, plus a multiplication chart and a fair random number generator.',
    groups: [
      { id: 'length', title: 'Length' },
      { id: 'weight', title: 'Weight' },
      { id: 'volume', title: 'Volume and cooking' },
      { id: 'temperature-area', title: 'Temperature and area' },
      { id: 'numbers', title: 'Number tools' },
    ],
  },
  {
    id: 'document',
    title: 'Letters, policies and templates',
    lead: 'Fill in a few fields and get a finished HR letter, policy or business template, previewed as you type and downloaded as Word or PDF.',
    groups: [
      { id: 'letters', title: 'HR letters' },
      { id: 'policies', title: 'HR policies' },
      { id: 'templates', title: 'Business templates' },
    ],
  },
  {
    id: 'survey',
    title: 'Surveys and interview questions',
    lead: 'Ready-to-run employee surveys and structured interview guides, with rating scales, what to listen for, and Word, PDF or CSV downloads.',
    groups: [
      { id: 'surveys', title: 'Employee surveys and feedback' },
      { id: 'interviews', title: 'Interview questions' },
    ],
  },
  {
    id: 'kpi',
    title: 'KPI generators',
    lead: 'A scorecard of KPIs for your goals, each with its formula, data source, review cadence and a place for your target.',
    groups: [{ id: 'kpis', title: 'KPIs by team' }],
  },
  {
    id: 'generator',
    title: 'Name and text generators',
    lead: 'Names, slogans, titles, tags, headlines, emails and messages, generated in your browser and refined with AI where it is switched on.',
    groups: [
      { id: 'names', title: 'Names and usernames' },
      { id: 'marketing', title: 'Titles, tags and headlines' },
      { id: 'messages', title: 'Emails, letters and messages' },
      { id: 'words', title: 'Words and sentences' },
    ],
  },
  {
    id: 'writing',
    title: 'Writing tools',
    lead: 'Count, check and compare text in your browser: nothing you paste leaves your device.',
    groups: [
      { id: 'counting', title: 'Counting and statistics' },
      { id: 'checking', title: 'Grammar, originality and AI signals' },
      { id: 'rewriting', title: 'Paraphrasing, rewriting and summaries' },
    ],
  },
  {
    id: 'media',
    title: 'Images, avatars and video',
    lead: 'Make avatars, pictures, logos and artwork in your browser, and convert video and audio without uploading a thing.',
    groups: [
      { id: 'avatars', title: 'Avatars and profile pictures' },
      { id: 'images', title: 'Images, art and logos' },
      { id: 'video', title: 'Video and audio converters' },
    ],
  },
  {
    id: 'career',
    title: 'Resumes, hiring and pay',
    lead: 'Resumes that read well to people and applicant tracking systems, recruiting helpers, and pay figures from public data.',
    groups: [
      { id: 'resumes', title: 'Resumes' },
      { id: 'hiring', title: 'Recruiting and interviews' },
      { id: 'pay', title: 'Salaries and pay' },
    ],
  },
  {
    id: 'utility',
    title: 'Everyday utilities',
    lead: 'Passwords, phone numbers, email addresses and spreadsheet formulas, checked and generated on your device.',
    groups: [
      { id: 'security', title: 'Passwords and security' },
      { id: 'contact', title: 'Phone and email checks' },
      { id: 'spreadsheets', title: 'Spreadsheets' },
    ],
  },
];
