import type { z } from 'zod';
import { defineContent } from '../define';
import { SALES_CATEGORIES, type nomineeSchema } from '../schema/awards';
import { salesProgrammeSchema } from './schema';

/**
 * The sales awards. Categories are the programme's fixed list (content/schema/awards.ts).
 * Sales nominees carry a designation and a category instead of a company, as the nomination form
 * asks; they
 * are grouped by that category below. Every person here is fictional; replace them with the real
 * shortlist when it is published.
 */
type Nominee = z.input<typeof nomineeSchema> & { category: (typeof SALES_CATEGORIES)[number] };

const nominees: Nominee[] = [
  {
    nomineeName: 'Aisha Rahman',
    nomineeDesignation: 'Enterprise Account Executive',
    category: 'Social Seller of the Year Award',
    nomineeLinkedIn: '',
  },
  {
    nomineeName: 'Ben Castellano',
    nomineeDesignation: 'Sales Development Lead',
    category: 'Social Seller of the Year Award',
    nomineeImg: '/images/awards/portrait-1.svg',
  },
  {
    nomineeName: 'Freya Nilsen',
    nomineeDesignation: 'Account Executive',
    category: 'Social Seller of the Year Award',
  },
  {
    nomineeName: 'Diego Alvarez',
    nomineeDesignation: 'Sales Development Representative',
    category: 'Rookie of the Year Award',
    nomineeLinkedIn: '',
  },
  {
    nomineeName: 'Zoe Adamson',
    nomineeDesignation: 'Account Executive',
    category: 'Rookie of the Year Award',
  },
  {
    nomineeName: 'Kenji Mori',
    nomineeDesignation: 'Business Development Representative',
    category: 'Rookie of the Year Award',
  },
  {
    nomineeName: 'Leila Farouk',
    nomineeDesignation: 'Regional Sales Manager',
    category: "People's Choice Award",
    nomineeImg: '/images/awards/portrait-4.svg',
    nomineeLinkedIn: '',
  },
  { nomineeName: 'Marek Novak', nomineeDesignation: 'Head of Sales', category: "People's Choice Award" },
  {
    nomineeName: 'Ana Sousa',
    nomineeDesignation: 'Customer Success Manager',
    category: "People's Choice Award",
  },
  {
    nomineeName: 'Victor Lindgren',
    nomineeDesignation: 'Strategic Account Director',
    category: 'Deal Closer Extraordinaire',
    nomineeLinkedIn: '',
  },
  {
    nomineeName: 'Nia Thompson',
    nomineeDesignation: 'Senior Account Executive',
    category: 'Deal Closer Extraordinaire',
  },
  {
    nomineeName: 'Ravi Kulkarni',
    nomineeDesignation: 'Enterprise Sales Lead',
    category: 'Deal Closer Extraordinaire',
  },
  {
    nomineeName: 'Camille Laurent',
    nomineeDesignation: 'Head of International Sales',
    category: 'Market Expansion Maestro Award',
    nomineeImg: '/images/awards/portrait-3.svg',
  },
  {
    nomineeName: 'Tariq Hassan',
    nomineeDesignation: 'Country Manager',
    category: 'Market Expansion Maestro Award',
    nomineeLinkedIn: '',
  },
  {
    nomineeName: 'Emily Novak',
    nomineeDesignation: 'Partnerships Director',
    category: 'Market Expansion Maestro Award',
  },
];

const text: Record<(typeof SALES_CATEGORIES)[number], string> = {
  'Social Seller of the Year Award':
    'For building pipeline through genuine conversations and useful content on social channels.',
  'Rookie of the Year Award':
    'For the best first year in sales: fast ramp, big numbers, and a team that noticed.',
  "People's Choice Award": 'The seller the community voted for: generous with their time and their playbook.',
  'Deal Closer Extraordinaire': 'For closing the hardest, most complex deals of the year.',
  'Market Expansion Maestro Award': 'For opening a new market, region or segment and making it stick.',
};

export const salesAwards = defineContent('content/awards/sales.ts', salesProgrammeSchema, {
  name: 'Sales Quotient Awards',
  eyebrow: 'Sales Quotient Awards 2026',
  title: 'Honouring the sellers who raise the bar',
  lead: 'The Sales Quotient Awards celebrate sales professionals who win the right way: with skill, persistence and respect for the buyer. Meet this year’s nominees and last year’s winners.',
  nomineesYear: 2026,
  winnersYear: 2025,
  schedule: {
    nominationsOpen: '2026-09-15',
    nominationsClose: '2026-12-31',
    votingOpen: '2026-11-02',
    votingClose: '2027-01-22',
    winnersAnnounced: '2027-02-18',
  },
  about: [
    'Sellers are nominated by their managers, peers and customers. A panel of sales leaders reviews each nomination against the criteria below and shortlists nominees in every category.',
    'The People’s Choice Award goes to a public vote among the shortlisted nominees; the panel decides the others.',
  ],
  criteria: [
    {
      title: 'Results',
      text: 'Quota attainment, deal size and growth, in context of the market and the role.',
    },
    {
      title: 'Customer trust',
      text: 'What buyers say about working with the nominee, before and after the deal.',
    },
    {
      title: 'Team impact',
      text: 'Sharing what works: coaching, playbooks and lifting colleagues’ numbers.',
    },
  ],
  categories: SALES_CATEGORIES.map((name) => ({ name, text: text[name] })),
  groups: SALES_CATEGORIES.map((category) => ({
    category,
    nominees: nominees.filter((nominee) => nominee.category === category),
  })),
  winners: [
    {
      nomineeName: 'Hugo Bernard',
      nomineeDesignation: 'Account Executive',
      nomineeLinkedIn: '',
      category: 'Rookie of the Year',
    },
    {
      nomineeName: 'Farah Siddiqui',
      nomineeDesignation: 'Senior Account Executive',
      nomineeLinkedIn: '',
      nomineeImg: '/images/awards/portrait-2.svg',
      category: 'Social Seller',
    },
    {
      nomineeName: 'Joaquín Morales',
      nomineeDesignation: 'VP Sales, LATAM',
      nomineeLinkedIn: '',
      category: 'Market Expansion Maestro',
    },
    {
      nomineeName: 'Rebecca Osei',
      nomineeDesignation: 'Strategic Account Director',
      nomineeLinkedIn: '',
      category: 'Deal Closer Extraordinaire',
    },
    {
      nomineeName: 'Patrick Doyle',
      nomineeDesignation: 'Sales Manager',
      nomineeLinkedIn: '',
      category: "People's Choice",
    },
  ],
});
