import type { LandingPageInput } from '../../schema/landing';

export const candidateSourcingSoftware: LandingPageInput = {
  path: '/candidate-sourcing-software/',
  title: 'Candidate Sourcing Software: AI Search and Personal Outreach',
  description:
    'Candidate sourcing software for recruiters: describe the role, get ranked profiles with top 10% insights, see who is likely to join and send outreach that gets replies.',
  share: 'default',
  section: 'Candidate sourcing',
  sections: [
    {
      type: 'hero',
      eyebrow: 'Candidate sourcing software',
      title: 'Find the candidates who aren’t applying, and get them to reply',
      lead: 'The best people for most roles are not on job boards. Quotient Source searches professional profiles from a plain-language brief, ranks them against the role, shows who is most likely to move and writes outreach worth answering.',
      proof: '550 candidates sourced and 213 assessed in 50 days for one customer',
      illustration: 'sourcing',
    },
    {
      type: 'features',
      eyebrow: 'Quotient Source',
      title: 'Sourcing features recruiters asked for',
      items: [
        {
          title: 'Unlimited profile search',
          text: 'Search without credits or caps, with filters for skills, seniority, location, industry and company size.',
        },
        {
          title: 'Plain-language briefs',
          text: 'Paste the hiring manager’s notes; the search understands synonyms, adjacent titles and related skills.',
        },
        {
          title: 'Top 10% candidate insights',
          text: 'Each profile gets a match score with the reasons behind it, so you review the strongest first.',
        },
        {
          title: 'Most likely to join',
          text: 'Signals such as tenure, recent changes and career direction flag people open to a conversation.',
        },
        {
          title: 'Personalised engagement',
          text: 'Multi-step email sequences written for each person, with follow-ups that stop when they reply.',
        },
        {
          title: 'Free browser extension',
          text: 'Save a profile you are viewing, see its match score and add it to a sequence without switching tabs.',
        },
      ],
    },
    {
      type: 'process',
      eyebrow: 'Workflow',
      title: 'From intake call to booked interviews',
      tone: 'muted',
      items: [
        {
          title: 'Write the brief',
          text: 'Describe the role the way the hiring manager did, including must-haves and deal-breakers.',
        },
        {
          title: 'Review the ranked list',
          text: 'Start with the top 10% matches and refine with advanced filters if the pool is too wide or too narrow.',
        },
        {
          title: 'Calibrate with the hiring manager',
          text: 'Share ten profiles and ask for a yes, no or maybe on each. The search learns from the answers.',
        },
        {
          title: 'Launch outreach',
          text: 'Send a personalised sequence to the approved profiles, prioritising those most likely to join.',
        },
        {
          title: 'Assess the interested',
          text: 'Candidates who reply get a short job simulation, so interviews go to people who can do the work.',
        },
      ],
    },
    {
      type: 'table',
      title: 'Boolean strings or AI sourcing?',
      lead: 'Boolean search still has its place. AI sourcing removes the parts that waste a sourcer’s day.',
      caption: 'How Boolean search and AI sourcing compare on the everyday tasks of a sourcer.',
      columns: ['Task', 'Boolean search', 'AI sourcing in Quotient'],
      rows: [
        ['Building the search', 'Hand-written strings, title by title', 'A plain-language brief'],
        ['Synonyms and adjacent titles', 'Only the ones you think of', 'Included and explained'],
        ['Ordering results', 'By keyword match', 'By fit to the role, with reasons'],
        ['Who is open to move', 'Guesswork', '“Most likely to join” signals'],
        ['Outreach', 'Copy-paste templates', 'Personal sequences per candidate'],
      ],
    },
    {
      type: 'stats',
      title: 'Sourcing results customers report',
      items: [
        { value: '550', label: 'candidates sourced in 50 days for one customer' },
        { value: '2+', label: 'fit candidates in under 20 hours' },
        { value: 'Top 10%', label: 'of profiles surfaced first for each role' },
      ],
    },
    {
      type: 'faq',
      title: 'Sourcing software questions',
      items: [
        {
          question: 'Where do the profiles come from?',
          answer:
            'From publicly available professional profiles and the pages you choose to save with the browser extension. Quotient does not sell candidate data, and people can ask to be removed at any time.',
        },
        {
          question: 'How is this priced?',
          answer:
            'Sourcing plans are billed annually per user: Standard at $10.5k and Professional at $13.5k, each with 12 job roles a year, unlimited profile search and unlimited engagement. Professional adds advanced filters, automated workflows, top 10% insights and most-likely-to-join candidates. Enterprise has unlimited roles and is priced by quote.',
        },
        {
          question: 'Does it replace our sourcers?',
          answer:
            'No. It removes the repetitive searching and copy-pasting so sourcers spend their time on calibration and conversations, which is where placements are won.',
        },
        {
          question: 'Can we use it for hard-to-find roles?',
          answer:
            'Yes; that is where it helps most. For very niche searches, combine it with a managed sourcing partner who runs the search for you.',
        },
      ],
    },
    {
      type: 'links',
      title: 'More on sourcing',
      tone: 'muted',
      items: [
        {
          title: 'Talent sourcing partners',
          text: 'Let our sourcers run the search with you.',
          href: '/talent-sourcing-partners/',
        },
        {
          title: 'Sourcing for AI companies',
          text: 'Finding ML engineers and researchers in a tiny market.',
          href: '/sourcing-for-ai-companies/',
        },
        {
          title: 'Recruiting CRM',
          text: 'Keep sourced candidates warm until the right role opens.',
          href: '/recruiting-crm-software/',
        },
      ],
    },
    {
      type: 'cta',
      title: 'Run your next search with Quotient Source',
      text: 'Start a free trial with one open role, or book a demo and bring your hardest brief.',
    },
  ],
};
