import type { RoleFamily, RoleFamilyId } from '@/lib/career/jd/families';

/**
 * What a job description says for each role family: the work, the must-have and nice-to-have
 * skills, and the qualifications, written the way US recruiters write them (outcomes over duties,
 * skills over credentials). Roles (./jd-roles.ts) add their own lines on top.
 */
export const FAMILIES: Readonly<Record<RoleFamilyId, RoleFamily>> = {
  engineering: {
    id: 'engineering',
    department: 'Engineering',
    responsibilities: [
      'Design, build and ship well-tested features from technical design to production',
      'Review code and give clear, constructive feedback that raises the quality bar',
      'Keep services reliable: monitor, debug and fix production issues, and write up what you learn',
      'Work with product and design to shape scope, estimate effort and make sensible trade-offs',
    ],
    skills: [
      'Professional experience writing production code in at least one modern language',
      'Solid grasp of testing, version control (Git) and code review',
      'Ability to explain technical decisions in writing to technical and non-technical colleagues',
    ],
    niceToHave: [
      'Experience with cloud platforms (AWS, Google Cloud or Azure)',
      'Contributions to open-source projects',
    ],
    education: 'A degree in computer science or a related field, or equivalent practical experience',
  },
  data: {
    id: 'data',
    department: 'Data & Analytics',
    responsibilities: [
      'Turn business questions into analyses, models and dashboards that lead to decisions',
      'Build and maintain reliable data pipelines and well-documented datasets',
      'Present findings clearly to stakeholders, including the limits of the data',
      'Partner with engineering to improve how data is collected and tracked',
    ],
    skills: [
      'Strong SQL and experience with Python or R for analysis',
      'Working knowledge of statistics: experiment design, significance and bias',
      'Experience with a BI tool such as Looker, Tableau or Power BI',
    ],
    niceToHave: ['Experience with dbt, Airflow or a similar data stack', 'Domain experience in our industry'],
    education: 'A degree in a quantitative field, or equivalent practical experience',
  },
  product: {
    id: 'product',
    department: 'Product',
    responsibilities: [
      'Own the roadmap for your area, grounded in customer research and data',
      'Write clear problem statements and requirements, and define how success is measured',
      'Work daily with engineering and design to ship, learn and iterate',
      'Communicate plans and trade-offs to leadership, sales and support',
    ],
    skills: [
      'Track record of shipping products customers use and value',
      'Comfort with data: defining metrics, reading dashboards and running experiments',
      'Excellent written communication',
    ],
    niceToHave: ['Experience with B2B SaaS products', 'Technical background or comfort with APIs'],
    education: 'A bachelor’s degree or equivalent practical experience',
  },
  design: {
    id: 'design',
    department: 'Design',
    responsibilities: [
      'Design end-to-end experiences from research and flows to polished, accessible interfaces',
      'Test ideas with users early and often, and bring what you learn back to the team',
      'Contribute to and follow our design system',
      'Present work and rationale clearly, and welcome critique',
    ],
    skills: [
      'A portfolio that shows your process and the outcomes of your work',
      'Fluency in Figma or a similar design tool',
      'Working knowledge of accessibility (WCAG) and inclusive design',
    ],
    niceToHave: ['Prototyping or front-end skills (HTML, CSS)', 'Experience running usability studies'],
    education: 'A degree in design or a related field, or equivalent practical experience',
  },
  it: {
    id: 'it',
    department: 'IT & Security',
    responsibilities: [
      'Keep systems, devices and accounts secure, patched and available',
      'Resolve incidents and requests within agreed service levels, and document fixes',
      'Automate routine administration and improve how we work',
      'Help colleagues use technology well through clear guides and training',
    ],
    skills: [
      'Hands-on experience administering the systems named in this role',
      'Sound knowledge of security basics: least privilege, MFA, patching and backups',
      'Clear, patient communication with non-technical colleagues',
    ],
    niceToHave: [
      'Scripting in PowerShell, Bash or Python',
      'Relevant certifications (CompTIA, Microsoft, AWS)',
    ],
    education: 'A degree in information technology or a related field, or equivalent practical experience',
  },
  sales: {
    id: 'sales',
    department: 'Sales',
    responsibilities: [
      'Build and manage a healthy pipeline and forecast it accurately',
      'Run discovery, demos and negotiations that put the customer’s goals first',
      'Keep the CRM up to date so the team can plan with confidence',
      'Share customer feedback with product and marketing',
    ],
    skills: [
      'A track record of meeting or exceeding a sales target',
      'Experience with a CRM such as Salesforce or HubSpot',
      'Strong listening, presentation and negotiation skills',
    ],
    niceToHave: [
      'Experience selling to our customer segment',
      'Familiarity with a sales methodology such as MEDDICC',
    ],
    education: 'A bachelor’s degree or equivalent work experience',
  },
  marketing: {
    id: 'marketing',
    department: 'Marketing',
    responsibilities: [
      'Plan and run campaigns that generate measurable demand',
      'Create clear, on-brand content for the web, email and social channels',
      'Report on results and use them to decide where to invest next',
      'Work with sales and product to keep messaging accurate and consistent',
    ],
    skills: [
      'Experience running marketing programs with measurable results',
      'Strong writing and editing skills',
      'Comfort with marketing analytics (Google Analytics, a marketing automation tool)',
    ],
    niceToHave: ['Experience in B2B marketing', 'Basic design or video editing skills'],
    education: 'A degree in marketing, communications or a related field, or equivalent experience',
  },
  customer: {
    id: 'customer',
    department: 'Customer Success & Support',
    responsibilities: [
      'Help customers succeed with our product through timely, accurate and friendly support',
      'Spot trends in customer issues and share them with product and engineering',
      'Maintain help-center articles and internal documentation',
      'Track customer health and act early on risks',
    ],
    skills: [
      'Experience in a customer-facing role',
      'Clear written and spoken communication, with empathy under pressure',
      'Experience with a help desk or CRM tool such as Zendesk, Intercom or Salesforce',
    ],
    niceToHave: ['Experience supporting a software product', 'Additional languages spoken'],
    education: 'A high school diploma or equivalent; a bachelor’s degree is welcome but not required',
  },
  people: {
    id: 'people',
    department: 'People & HR',
    responsibilities: [
      'Partner with managers on hiring, performance, development and employee relations',
      'Keep HR processes compliant with federal, state and local employment law',
      'Use HR data to spot trends and recommend improvements',
      'Handle confidential information with discretion and good judgment',
    ],
    skills: [
      'Experience in an HR, recruiting or people operations role',
      'Working knowledge of US employment law (FLSA, FMLA, Title VII, ADA)',
      'Experience with an HRIS or applicant tracking system',
    ],
    niceToHave: ['SHRM-CP, SHRM-SCP, PHR or SPHR certification', 'Experience in a growing company'],
    education: 'A degree in human resources, business or a related field, or equivalent experience',
  },
  finance: {
    id: 'finance',
    department: 'Finance & Accounting',
    responsibilities: [
      'Produce accurate, timely financial records, reports and reconciliations',
      'Support the monthly close, budgeting and forecasting',
      'Keep controls and processes in line with GAAP and audit requirements',
      'Explain financial results clearly to business partners',
    ],
    skills: [
      'Experience in accounting or financial analysis',
      'Advanced Excel or Google Sheets skills',
      'Experience with an ERP or accounting system such as NetSuite, QuickBooks or SAP',
    ],
    niceToHave: ['CPA or CFA (or progress toward it)', 'Experience in a multi-entity company'],
    education: 'A degree in accounting, finance or a related field, or equivalent experience',
  },
  operations: {
    id: 'operations',
    department: 'Operations',
    responsibilities: [
      'Run day-to-day operations safely, on time and on budget',
      'Measure performance and lead continuous improvements',
      'Coordinate with suppliers, partners and internal teams',
      'Document processes so the team can work consistently',
    ],
    skills: [
      'Experience in an operations, logistics or project role',
      'Strong organization and problem-solving skills',
      'Comfort with spreadsheets and operational data',
    ],
    niceToHave: ['Lean, Six Sigma or PMP certification', 'Experience with an ERP or WMS'],
    education: 'A bachelor’s degree or equivalent work experience',
  },
  healthcare: {
    id: 'healthcare',
    department: 'Clinical & Healthcare',
    responsibilities: [
      'Deliver safe, compassionate, evidence-based care to patients',
      'Keep accurate and timely records in the electronic health record (EHR)',
      'Work as part of a multidisciplinary team and communicate clearly with patients and families',
      'Follow infection-control, privacy (HIPAA) and safety policies',
    ],
    skills: [
      'Current license or certification required for this role in the state',
      'Current Basic Life Support (BLS) certification',
      'Experience with an EHR such as Epic or Cerner',
    ],
    niceToHave: ['Experience in a similar care setting', 'Additional languages spoken'],
    education: 'Completion of an accredited program required for licensure in this role',
  },
};
