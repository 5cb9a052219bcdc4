import { defineContent } from '../define';
import { RECRUITING_CATEGORIES } from '../schema/awards';
import { recruitingProgrammeSchema } from './schema';

/**
 * The recruiting awards. Categories are the programme's fixed list (content/schema/awards.ts);
 * nominees and winners are fictional people at fictional companies, written for this site; any
 * likeness to a real person is unintended. Replace them with the real shortlist when it is published.
 */
const text: Record<(typeof RECRUITING_CATEGORIES)[number], string> = {
  "People's Choice Award":
    'The recruiter the community voted for: generous with advice, loved by candidates and peers.',
  'Diversity Champion Award':
    'For widening the talent pool and making hiring fairer, with results to show for it.',
  'Best Candidate Experience Award':
    'For a hiring process candidates praise, whether or not they got the job.',
  'Innovation Award': 'For a new way of finding, assessing or hiring people that others now copy.',
  'People-First Award': 'For putting people first, from the first message to the first day and beyond.',
};

export const recruitingAwards = defineContent('content/awards/recruiting.ts', recruitingProgrammeSchema, {
  name: 'Recruiting Quotient Awards',
  eyebrow: 'Recruiting Quotient Awards 2026',
  title: 'Celebrating the recruiters who hire with skill and heart',
  lead: 'The Recruiting Quotient Awards recognise talent acquisition professionals who make hiring faster, fairer and kinder. Meet this year’s nominees and last year’s winners.',
  nomineesYear: 2026,
  winnersYear: 2025,
  schedule: {
    nominationsOpen: '2026-05-12',
    nominationsClose: '2027-01-15',
    votingOpen: '2026-11-16',
    votingClose: '2027-02-05',
    winnersAnnounced: '2027-03-04',
  },
  about: [
    'Recruiters are nominated by colleagues, candidates and hiring managers. A panel of talent leaders reviews every nomination against the criteria below and draws up a shortlist for each category.',
    'The People’s Choice Award is decided by a public vote among the shortlisted nominees; the panel decides the others.',
  ],
  criteria: [
    {
      title: 'Impact',
      text: 'Measurable results: time to hire, quality of hire, diversity of the pipeline.',
    },
    {
      title: 'Candidate experience',
      text: 'What candidates say about the process, including those who were not hired.',
    },
    {
      title: 'Craft',
      text: 'Skill in sourcing, assessing and closing, and in teaching others to do the same.',
    },
  ],
  categories: RECRUITING_CATEGORIES.map((name) => ({ name, text: text[name] })),
  groups: [
    {
      category: "People's Choice Award",
      nominees: [
        {
          nomineeName: 'Amara Okafor',
          nomineeCompany: 'Brightpath Health',
          nomineeImg: '/images/awards/portrait-1.svg',
          nomineeLinkedIn: '',
        },
        { nomineeName: 'Lucas Brennan', nomineeCompany: 'Fieldstone Logistics' },
        {
          nomineeName: 'Mei Lin Zhao',
          nomineeCompany: 'Vantage Labs',
          nomineeLinkedIn: '',
        },
      ],
    },
    {
      category: 'Diversity Champion Award',
      nominees: [
        {
          nomineeName: 'Priya Raman',
          nomineeCompany: 'Northwind Foods',
          nomineeLinkedIn: '',
        },
        { nomineeName: 'Jonah Whitaker', nomineeCompany: 'Keystone Legal' },
        {
          nomineeName: 'Sofia Marquez',
          nomineeCompany: 'Harbor Retail',
          nomineeImg: '/images/awards/portrait-2.svg',
        },
      ],
    },
    {
      category: 'Best Candidate Experience Award',
      nominees: [
        { nomineeName: 'Elena Petrova', nomineeCompany: 'Lumen Capital' },
        {
          nomineeName: 'Kwame Mensah',
          nomineeCompany: 'Atlas Staffing',
          nomineeLinkedIn: '',
        },
        { nomineeName: 'Hannah Lindqvist', nomineeCompany: 'Orchard Bank' },
      ],
    },
    {
      category: 'Innovation Award',
      nominees: [
        {
          nomineeName: 'Marta Kowal',
          nomineeCompany: 'Cobalt Analytics',
          nomineeImg: '/images/awards/portrait-3.svg',
          nomineeLinkedIn: '',
        },
        { nomineeName: 'Daniel Abebe', nomineeCompany: 'Riverline Software' },
        { nomineeName: 'Yuki Tanaka', nomineeCompany: 'Meridian Health' },
      ],
    },
    {
      category: 'People-First Award',
      nominees: [
        { nomineeName: 'Tomás Rivera', nomineeCompany: 'Summit Outdoor' },
        {
          nomineeName: 'Grace Adeyemi',
          nomineeCompany: 'Beacon Insurance',
          nomineeLinkedIn: '',
        },
        { nomineeName: 'Oliver Chen', nomineeCompany: 'Kitewing Travel' },
      ],
    },
  ],
  winners: [
    {
      name: 'Nadia Haddad',
      award: 'Diversity Champion',
      company: 'Copperleaf Energy',
      img: '/images/awards/portrait-4.svg',
    },
    { name: 'Samuel Otieno', award: 'Innovation in People Strategy', company: 'Bluefin Payments' },
    { name: 'Ingrid Solberg', award: 'Org-scaling Excellence', company: 'Tidewater Labs' },
    { name: 'Rafael Duarte', award: 'Best EmpX', company: 'Larkspur Hotels' },
    { name: 'Chloe Whitman', award: 'Best Candidate Experience', company: 'Pinecrest Schools' },
    { name: 'Arjun Bhatt', award: 'Skilling Expert', company: 'Redwood Analytics' },
  ],
});
