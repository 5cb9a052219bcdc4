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
    id: 'writing',
    title: 'Writing tools',
    lead: 'Count, check and compare text in your browser: nothing you paste leaves your device.',
    groups: [
      { id: 'counting', title: 'Counting and statistics' },
      { id: 'checking', title: 'Grammar, originality and AI signals' },
    ],
  },
  {
    id: 'media',
    title: 'Avatars and images',
    lead: 'Make avatars and profile pictures in your browser and download them as SVG or PNG.',
    groups: [{ id: 'avatars', title: 'Avatars and profile pictures' }],
  },
  {
    id: 'career',
    title: 'Resumes and careers',
    lead: 'Build a resume that reads well to people and applicant tracking systems, and download it as PDF or Word.',
    groups: [{ id: 'resumes', title: 'Resumes' }],
  },
];
