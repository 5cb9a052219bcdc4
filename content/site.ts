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
        { label: 'All features', href: '/features/' },
      ],
    },
    {
      label: 'Solutions',
      href: '/solutions/talent-acquisition/',
      links: [
        { label: 'Talent acquisition', href: '/solutions/talent-acquisition/' },
        { label: 'Candidate screening', href: '/solutions/candidate-screening/' },
        { label: 'Diversity hiring', href: '/solutions/diversity-hiring/' },
        { label: 'University recruitment', href: '/solutions/university-recruitment/' },
        { label: 'Managed sourcing', href: '/solutions/managed-sourcing/' },
        { label: 'Consultant hiring', href: '/solutions/consultant-hiring/' },
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
        { label: 'Customer stories', href: '/about/customer-testimonials/' },
        { label: 'HR glossary', href: '/hr-glossary/' },
        { label: 'HR toolkit', href: '/hr-toolkit/' },
        { label: 'Minimum wage by state', href: '/minimum-wage/' },
        { label: 'Guides', href: '/guides/' },
      ],
    },
    {
      label: 'Company',
      href: '/about/team/',
      links: [
        { label: 'Team', href: '/about/team/' },
        { label: 'Careers', href: '/company/careers/' },
        { label: 'Newsroom', href: '/company/newsroom/' },
        { label: 'Partnership', href: '/partnership/' },
        { label: 'HerTalks', href: '/her-talks/' },
      ],
    },
  ],
  footer: [
    {
      title: 'Products',
      links: [
        { label: 'Quotient Source', href: '/products/sourcing/' },
        { label: 'Quotient Assess', href: '/products/assessment/' },
        { label: 'Quotient Interview', href: '/products/interview/' },
        { label: 'Start free trial', href: '/try-for-free/' },
      ],
    },
    {
      title: 'Free tools',
      links: [
        { label: 'All free tools', href: '/tools/' },
        { label: 'HR toolkit', href: '/hr-toolkit/' },
        { label: 'HR glossary', href: '/hr-glossary/' },
        { label: 'Minimum wage by state', href: '/minimum-wage/' },
        { label: 'Guides', href: '/guides/' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'Team', href: '/about/team/' },
        { label: 'Careers', href: '/company/careers/' },
        { label: 'How we hire', href: '/company/hiring/' },
        { label: 'Partnership', href: '/partnership/' },
        { label: 'HerTalks', href: '/her-talks/' },
        { label: 'Newsroom', href: '/company/newsroom/' },
        { label: 'Contact us', href: '#contactUs' },
        { label: 'RSS feed', href: '/rss/feed.xml' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy policy', href: '/privacy-policy/' },
        { label: 'Terms and conditions', href: '/terms-and-conditions/' },
        { label: 'Quotient Source privacy', href: '/sourcing/privacy-policy/' },
        { label: 'Quotient Source terms', href: '/sourcing/terms-of-service/' },
      ],
    },
  ],
});
