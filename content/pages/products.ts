import { competitorEntries, competitorPath } from '../competitors';
import { defineEntries } from '../define';
import { pageEntrySchema } from '../schema/page';

/**
 * Product, pricing, comparison, award, demo and ROI pages. Comparison pages are declared by their
 * content entries (content/competitors/): adding a competitor there adds its page here.
 */
export const productPages = defineEntries(
  'content/pages/products.ts',
  pageEntrySchema,
  [
    {
      path: '/products/sourcing/',
      title: 'AI Candidate Sourcing Software: Find the Top 10% | Quotient Source',
      description:
        'Describe the role and get ranked profiles of the top 10%, the candidates most likely to join and personalised outreach. Join the sourcing early-access list.',
      share: 'default',
      section: 'Products',
    },
    {
      path: '/products/assessment/',
      title: 'Skill Assessment Software With Job Simulations | Quotient Assess',
      description:
        'Competency-based job simulations, auto-grading and detailed skills reports with suggested questions for the next round. See who can do the job before you interview.',
      share: 'default',
      section: 'Products',
    },
    {
      path: '/products/interview/',
      title: 'One-Way Video Interview Software | Quotient Interview',
      description:
        'Asynchronous one-way video interviews with automated scheduling: candidates answer on their own time, your team reviews side by side. Drop-off under 10%.',
      share: 'default',
      section: 'Products',
    },
    {
      path: '/pricing/sourcing/',
      title: 'Quotient Source Pricing: Standard, Professional and Enterprise',
      description:
        'AI sourcing plans billed annually per user: Standard $10.5k, Professional $13.5k with top 10% insights and automated workflows, Enterprise by quote.',
      share: 'default',
      section: 'Pricing',
    },
    {
      path: '/pricing/assessment/',
      title: 'Quotient Assess Pricing: Candidate Test Packs From $200',
      description:
        'Skill assessment test packs: Emerging $200 for 10 candidates, Growth $500 for 50, Rocketship $1000 for 100 over two months. Job simulations and reports included.',
      share: 'default',
      section: 'Pricing',
    },
    {
      path: '/pricing/interview/',
      title: 'Quotient Interview Pricing: Video Interview Plans From $20',
      description:
        'One-way video interview plans: a free trial edition, Lightning at $20 for 10 job roles and Power at $99/month with 50 roles, 20 GB and premium onboarding.',
      share: 'default',
      section: 'Pricing',
    },
    {
      path: '/compare/',
      title: 'Compare Quotient With Other Hiring Tools',
      description:
        'Dated, sourced comparisons of Quotient with video interview, skill assessment and AI sourcing vendors, and alternatives to enterprise hiring suites.',
      share: 'default',
      section: 'Compare',
    },
    ...competitorEntries.map((entry) => ({
      path: competitorPath(entry),
      title: entry.title,
      description: entry.description,
      share: 'default' as const,
      section: 'Compare',
      updated: entry.reviewed,
    })),
    {
      path: '/sales-quotient-awards/',
      title: 'Sales Quotient Awards 2026: Nominees, Categories and Winners',
      description:
        'Meet the 2026 nominees of the Sales Quotient Awards, from Social Seller of the Year to Deal Closer Extraordinaire, and the 2025 winners.',
      share: 'wide',
      section: 'Awards',
    },
    {
      path: '/recruiting-awards/',
      title: 'Recruiting Quotient Awards 2026: Nominees and Winners',
      description:
        'The recruiters nominated for the 2026 Recruiting Quotient Awards, from Diversity Champion to Best Candidate Experience, and the 2025 winners.',
      share: 'wide',
      section: 'Awards',
    },
    {
      path: '/book-demo/',
      title: 'Book a Demo: See Quotient Hire for One of Your Roles',
      description:
        'Book a 30-minute demo: we source, assess and interview for one of your open roles, and size a plan or an Enterprise quote to your hiring volume.',
      share: 'default',
      section: 'Book a demo',
    },
    {
      path: '/sourcing-early-access/',
      title: 'Quotient Source Early Access: Join the AI Sourcing Waitlist',
      description:
        'Join the early-access waitlist for Quotient Source: AI sourcing with top 10% insights, most-likely-to-join candidates and personalised outreach.',
      share: 'wide',
      section: 'Early access',
    },
    {
      path: '/roi-calculator/',
      title: 'Hiring ROI Calculator: What Faster, Skills-Based Hiring Saves',
      description:
        'Estimate what you save on screening time, vacant roles and mis-hires with skills-based hiring. Every assumption is listed and editable.',
      share: 'default',
      section: 'ROI calculator',
    },
  ],
  'path',
);
