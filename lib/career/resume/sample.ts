import type { Design, Resume } from './model';
import { DEFAULT_DESIGN } from './model';

/**
 * The resume the page opens with: a realistic one, so the preview, the checks and the downloads can
 * be judged before typing anything. The phone number is in the 555-01xx range kept for fiction and
 * the email domain is reserved for examples. Ids are fixed so the server and browser render alike.
 */
export function sampleResume(design: Design = DEFAULT_DESIGN): Resume {
  return {
    contact: {
      name: 'Jordan Ellis',
      title: 'Senior Technical Recruiter',
      email: 'jordan.ellis@example.com',
      phone: '(512) 555-0147',
      location: 'Austin, TX',
      links: [{ id: 'link-1', url: 'linkedin.com/in/jordanellis' }],
    },
    summary:
      'Technical recruiter with 9 years of experience hiring engineers, data scientists and product teams for fast-growing health-tech and SaaS companies. Known for structured, fast hiring processes, clear pipeline reporting and close partnership with hiring managers.',
    experience: [
      {
        id: 'exp-1',
        role: 'Senior Technical Recruiter',
        company: 'Brightline Health',
        location: 'Austin, TX',
        start: { month: '3', year: '2021' },
        end: { month: '', year: '' },
        current: true,
        highlights: [
          'Hired 46 engineers and data scientists in 2023 against a plan of 40, with a 94% offer-acceptance rate.',
          'Cut time to fill for senior engineering roles from 52 to 34 days by introducing structured phone screens and a 48-hour feedback rule.',
          'Built a sourcing program with three HBCU partners that raised underrepresented finalists from 18% to 31%.',
          'Trained 25 hiring managers in structured interviewing; scorecard completion rose to 97%.',
        ].join('\n'),
      },
      {
        id: 'exp-2',
        role: 'Technical Recruiter',
        company: 'Northwind Software',
        location: 'Dallas, TX',
        start: { month: '6', year: '2017' },
        end: { month: '2', year: '2021' },
        current: false,
        highlights: [
          'Filled 120+ engineering, product and design roles while the company grew from 150 to 420 employees.',
          'Launched an employee referral campaign that produced 35% of hires at a cost per hire 40% below agency fees.',
          'Moved 8,000 candidate records from spreadsheets into Greenhouse and built the weekly hiring-review dashboard.',
        ].join('\n'),
      },
      {
        id: 'exp-3',
        role: 'Recruiting Coordinator',
        company: 'Alder & Finch Staffing',
        location: 'Dallas, TX',
        start: { month: '8', year: '2015' },
        end: { month: '5', year: '2017' },
        current: false,
        highlights: [
          'Scheduled 60+ interviews a week for 12 recruiters with a 98% same-day confirmation rate.',
          'Rewrote the candidate outreach templates, lifting reply rates from 21% to 33%.',
        ].join('\n'),
      },
    ],
    education: [
      {
        id: 'edu-1',
        school: 'The University of Texas at Austin',
        degree: 'B.A.',
        field: 'Psychology',
        location: 'Austin, TX',
        end: { month: '5', year: '2015' },
        details: 'Minor in Business; Dean’s List, six semesters',
      },
    ],
    skills: [
      'Technical sourcing',
      'Boolean search',
      'Structured interviewing',
      'Greenhouse',
      'Lever',
      'LinkedIn Recruiter',
      'Offer negotiation',
      'Workforce planning',
      'Recruiting analytics',
      'Employer branding',
    ],
    certifications: [
      { id: 'cert-1', name: 'Certified Diversity Recruiter (CDR)', issuer: 'AIRS', year: '2022' },
      { id: 'cert-2', name: 'SHRM Certified Professional (SHRM-CP)', issuer: 'SHRM', year: '2020' },
    ],
    projects: [],
    languages: [{ id: 'lang-1', name: 'Spanish', level: 'Professional working' }],
    design,
  };
}
