import { defineContent } from './define';
import { siteConfigSchema } from './schema/site';

/** The brand lives here and only here; every page, feed and share image reads it. */
export const site = defineContent('content/site.ts', siteConfigSchema, {
  brand: 'Quotient',
  legalName: 'Quotient Labs, Inc.',
  tagline: 'Hire the top 10% of talent in half the time',
  defaultTitle: 'Quotient | Recruitment Automation Software',
  defaultDescription:
    'Quotient is recruitment automation software that helps you hire the top 10% of talent in half the time with AI sourcing, skill assessments and video interviews.',
  locale: 'en_US',
  twitter: '@quotienthire',
  email: 'hello@quotient.example',
  products: { sourcing: 'Quotient Source', assessment: 'Quotient Assess', interview: 'Quotient Interview' },
  rating: {
    value: 4.9,
    count: 9600,
    source:
      'reviews left in the product by customers’ recruiters and hiring managers, January 2023 to October 2026',
  },
  sameAs: ['https://www.linkedin.com/company/quotient-hire', 'https://x.com/quotienthire'],
  extensionUrl: 'https://chromewebstore.google.com/detail/quotient-source',
  nav: [
    {
      label: 'Products',
      href: '/features/',
      links: [
        { label: 'Quotient Source', href: '/products/sourcing/', description: 'AI candidate sourcing' },
        {
          label: 'Quotient Assess',
          href: '/products/assessment/',
          description: 'Skill assessments and job simulations',
        },
        {
          label: 'Quotient Interview',
          href: '/products/interview/',
          description: 'One-way video interviews',
        },
        {
          label: 'Interview scheduling',
          href: '/automated-interview-scheduling-software/',
          description: 'Automated scheduling',
        },
        { label: 'Video assessments', href: '/video-assessments/' },
        { label: 'Recruiting software', href: '/recruiting-software/' },
        { label: 'All features', href: '/features/' },
      ],
    },
    {
      label: 'Solutions',
      href: '/solutions/talent-acquisition/',
      links: [
        { label: 'Talent acquisition', href: '/solutions/talent-acquisition/' },
        { label: 'Candidate sourcing', href: '/solutions/sourcing/' },
        { label: 'Talent discovery', href: '/solutions/talent-discovery/' },
        { label: 'Managed sourcing', href: '/solutions/managed-sourcing/' },
        { label: 'Candidate screening', href: '/solutions/candidate-screening/' },
        { label: 'Video interviews', href: '/solutions/video-interview/' },
        { label: 'Diversity hiring', href: '/solutions/diversity-hiring/' },
        { label: 'University recruitment', href: '/solutions/university-recruitment/' },
        { label: 'Consultant hiring', href: '/solutions/consultant-hiring/' },
        { label: 'Consulting firms', href: '/solutions/consulting/' },
        { label: 'SaaS companies', href: '/solutions/saas/' },
      ],
    },
    {
      label: 'Industries',
      href: '/industry/fintech-recruitment/',
      links: [
        { label: 'Fintech', href: '/industry/fintech-recruitment/' },
        { label: 'Martech', href: '/industry/martech-recruitment/' },
        { label: 'Retail', href: '/industry/retail-recruitment-software/' },
        { label: 'Real estate', href: '/real-estate-recruitment/' },
      ],
    },
    {
      label: 'Pricing',
      href: '/pricing/assessment/',
      links: [
        { label: 'Quotient Source pricing', href: '/pricing/sourcing/' },
        { label: 'Quotient Assess pricing', href: '/pricing/assessment/' },
        { label: 'Quotient Interview pricing', href: '/pricing/interview/' },
        { label: 'ROI calculator', href: '/roi-calculator/' },
      ],
    },
    {
      label: 'Free tools',
      href: '/tools/',
      links: [
        { label: 'All free tools', href: '/tools/', description: 'Calculators, generators and converters' },
      ],
    },
    {
      label: 'Resources',
      href: '/blog/',
      links: [
        { label: 'Blog', href: '/blog/' },
        { label: 'Guides', href: '/guides/' },
        { label: 'Compare Quotient', href: '/compare/' },
        { label: 'HR glossary', href: '/hr-glossary/' },
        { label: 'HR toolkit', href: '/hr-toolkit/' },
        { label: 'Minimum wage by state', href: '/minimum-wage/' },
        { label: 'Trust centre', href: '/trust/' },
      ],
    },
    {
      label: 'Company',
      href: '/about/team/',
      links: [
        { label: 'Team', href: '/about/team/' },
        { label: 'Customer stories', href: '/about/customer-testimonials/' },
        { label: 'Careers', href: '/company/careers/' },
        { label: 'Newsroom', href: '/company/newsroom/' },
        { label: 'Recruiting awards', href: '/recruiting-awards/' },
        { label: 'Sales awards', href: '/sales-quotient-awards/' },
        { label: 'Partnership', href: '/partnership/' },
        { label: 'HerTalks', href: '/her-talks/' },
      ],
    },
  ],
  /**
   * Every page of the site is at most one hub away from these columns (tests/unit/layout/
   * reachability.test.ts): pages without a hub of their own, like the product landing pages and the
   * job-search pages, are listed here directly.
   */
  footer: [
    {
      title: 'Products',
      links: [
        { label: 'Quotient Source', href: '/products/sourcing/' },
        { label: 'Quotient Assess', href: '/products/assessment/' },
        { label: 'Quotient Interview', href: '/products/interview/' },
        { label: 'Video assessments', href: '/video-assessments/' },
        { label: 'Interview scheduling', href: '/automated-interview-scheduling-software/' },
        { label: 'Quotient Source early access', href: '/sourcing-early-access/' },
        { label: 'All features', href: '/features/' },
        { label: 'Start free trial', href: '/try-for-free/' },
        { label: 'Book a demo', href: '/book-demo/' },
      ],
    },
    {
      title: 'Recruiting software',
      links: [
        { label: 'Recruiting software', href: '/recruiting-software/' },
        { label: 'For small business', href: '/recruiting-software-for-small-business/' },
        { label: 'For agencies', href: '/best-recruitment-software-for-agencies/' },
        { label: 'AI recruitment software', href: '/ai-recruitment-software/' },
        { label: 'Talent acquisition platform', href: '/talent-acquisition-platform/' },
        { label: 'Recruiting CRM', href: '/recruiting-crm-software/' },
        { label: 'Text recruiting', href: '/text-recruiting-software/' },
        { label: 'DEI solutions', href: '/dei-solutions/' },
        { label: 'Candidate sourcing software', href: '/candidate-sourcing-software/' },
        { label: 'Talent sourcing partners', href: '/talent-sourcing-partners/' },
        { label: 'Sourcing for AI companies', href: '/sourcing-for-ai-companies/' },
      ],
    },
    {
      title: 'Solutions',
      links: [
        { label: 'Talent acquisition', href: '/solutions/talent-acquisition/' },
        { label: 'Candidate sourcing', href: '/solutions/sourcing/' },
        { label: 'Talent discovery', href: '/solutions/talent-discovery/' },
        { label: 'Managed sourcing', href: '/solutions/managed-sourcing/' },
        { label: 'Candidate screening', href: '/solutions/candidate-screening/' },
        { label: 'Video interviews', href: '/solutions/video-interview/' },
        { label: 'Diversity hiring', href: '/solutions/diversity-hiring/' },
        { label: 'University recruitment', href: '/solutions/university-recruitment/' },
        { label: 'Consultant hiring', href: '/solutions/consultant-hiring/' },
        { label: 'Consulting firms', href: '/solutions/consulting/' },
        { label: 'SaaS companies', href: '/solutions/saas/' },
      ],
    },
    {
      title: 'Industries',
      links: [
        { label: 'Fintech', href: '/industry/fintech-recruitment/' },
        { label: 'Martech', href: '/industry/martech-recruitment/' },
        { label: 'Retail', href: '/industry/retail-recruitment-software/' },
        { label: 'Real estate', href: '/real-estate-recruitment/' },
      ],
    },
    {
      title: 'Pricing',
      links: [
        { label: 'Quotient Source pricing', href: '/pricing/sourcing/' },
        { label: 'Quotient Assess pricing', href: '/pricing/assessment/' },
        { label: 'Quotient Interview pricing', href: '/pricing/interview/' },
        { label: 'ROI calculator', href: '/roi-calculator/' },
      ],
    },
    {
      title: 'Comparisons',
      links: [
        { label: 'All comparisons', href: '/compare/' },
        { label: 'Quotient Interview vs HireVue', href: '/compare/quotient-interview-vs-hirevue/' },
        { label: 'Quotient Assess vs TestGorilla', href: '/compare/quotient-assess-vs-testgorilla/' },
        { label: 'Quotient Source vs hireEZ', href: '/compare/quotient-source-vs-hireez/' },
        { label: 'SHL alternative', href: '/compare/shl-alternative/' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Blog', href: '/blog/' },
        { label: 'Guides', href: '/guides/' },
        { label: 'How to hire', href: '/how-to-hire/' },
        { label: 'How to hire top talent', href: '/how-to-hire-top-talent/' },
        { label: 'AI screening criteria', href: '/ai-screening-criteria-best-practices/' },
        { label: 'AI prompt cheat sheet', href: '/ai-prompt-cheat-sheet/' },
        { label: 'All free tools', href: '/tools/' },
        { label: 'HR toolkit', href: '/hr-toolkit/' },
        { label: 'HR glossary', href: '/hr-glossary/' },
        { label: 'Revenue definition', href: '/revenue-definition/' },
        { label: 'Minimum wage by state', href: '/minimum-wage/' },
        { label: 'Trust centre', href: '/trust/' },
      ],
    },
    {
      title: 'For sales teams',
      links: [
        { label: 'Lead generation software', href: '/lead-generation-software/' },
        { label: 'Sales prospecting', href: '/prospecting/' },
        { label: 'LinkedIn people directory', href: '/linkedin-people-directory/' },
        { label: 'Affiliate marketing', href: '/affiliate-marketing/' },
      ],
    },
    {
      title: 'Find a job',
      links: [
        { label: 'Jobs near me', href: '/jobs/jobs-near-me/' },
        { label: 'Jobs hiring near me', href: '/jobs/jobs-hiring-near-me/' },
        { label: 'Jobs hiring immediately', href: '/jobs/jobs-hiring-immediately/' },
        { label: 'Part-time jobs', href: '/jobs/part-time-jobs/' },
        { label: 'Remote customer service jobs', href: '/jobs/remote-customer-service-jobs/' },
        { label: 'Remote marketing jobs', href: '/jobs/remote-marketing-jobs/' },
        { label: 'Digital marketing jobs', href: '/jobs/digital-marketing-jobs/' },
        { label: 'Marketing jobs near me', href: '/jobs/marketing-jobs-near-me/' },
        { label: 'Data entry jobs', href: '/jobs/data-entry-jobs/' },
        { label: 'Sales and retail jobs', href: '/jobs/sales-and-retail-jobs/' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'Team', href: '/about/team/' },
        { label: 'Customer stories', href: '/about/customer-testimonials/' },
        { label: 'Careers', href: '/company/careers/' },
        { label: 'How we hire', href: '/company/hiring/' },
        { label: 'Newsroom', href: '/company/newsroom/' },
        { label: 'Recruiting awards', href: '/recruiting-awards/' },
        { label: 'Sales awards', href: '/sales-quotient-awards/' },
        { label: 'Partnership', href: '/partnership/' },
        { label: 'HerTalks', href: '/her-talks/' },
        { label: 'Contact us', href: '#contactUs' },
        { label: 'RSS feed', href: '/rss/feed.xml' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy policy', href: '/privacy-policy/' },
        { label: 'Terms and conditions', href: '/terms-and-conditions/' },
        { label: 'Accessibility', href: '/trust/accessibility/' },
        { label: 'Quotient Source privacy', href: '/sourcing/privacy-policy/' },
        { label: 'Quotient Source terms', href: '/sourcing/terms-of-service/' },
      ],
    },
  ],
});
