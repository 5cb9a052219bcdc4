import type { RoleFamilyId } from './families';

/** A common role: its family's lines plus what is particular to it. */
export interface Role {
  readonly title: string;
  readonly family: RoleFamilyId;
  /** Completes "As our <title>, you will …": the role's purpose in one clause. */
  readonly mission: string;
  readonly responsibilities: readonly string[];
  readonly skills: readonly string[];
}

const r = (
  title: string,
  family: RoleFamilyId,
  mission: string,
  responsibilities: readonly string[],
  skills: readonly string[],
): Role => ({ title, family, mission, responsibilities, skills });

export const ROLES: readonly Role[] = [
  r(
    'Software Engineer',
    'engineering',
    'build and improve the software our customers rely on every day',
    [
      'Write clean, maintainable code with automated tests',
      'Take part in an on-call rotation with clear runbooks and support',
    ],
    ['Experience with a language such as TypeScript, Python, Java or Go'],
  ),
  r(
    'Frontend Engineer',
    'engineering',
    'build fast, accessible interfaces that make our product a pleasure to use',
    [
      'Build responsive, accessible user interfaces with our design team',
      'Improve page performance and Core Web Vitals',
    ],
    [
      'Strong JavaScript or TypeScript and experience with React or a similar framework',
      'Working knowledge of HTML, CSS and WCAG accessibility',
    ],
  ),
  r(
    'Backend Engineer',
    'engineering',
    'design and run the services and APIs behind our product',
    [
      'Design APIs and data models that scale with our customers',
      'Improve the performance, security and observability of our services',
    ],
    ['Experience building APIs and working with relational databases'],
  ),
  r(
    'Full Stack Engineer',
    'engineering',
    'ship complete features, from database to user interface',
    [
      'Own features across the front end, back end and database',
      'Pick pragmatic solutions that balance speed and quality',
    ],
    ['Experience with a front-end framework and a server-side language'],
  ),
  r(
    'Mobile Engineer',
    'engineering',
    'build our iOS and Android apps',
    [
      'Build and release features for our mobile apps',
      'Monitor crash rates and app-store ratings and act on them',
    ],
    ['Experience shipping apps with Swift, Kotlin, React Native or Flutter'],
  ),
  r(
    'DevOps Engineer',
    'engineering',
    'make our infrastructure reliable, secure and easy to ship to',
    [
      'Build and maintain CI/CD pipelines and infrastructure as code',
      'Improve monitoring, alerting and incident response',
    ],
    [
      'Experience with Terraform, Kubernetes or similar tooling',
      'Experience running production systems on a major cloud platform',
    ],
  ),
  r(
    'Site Reliability Engineer',
    'engineering',
    'keep our platform fast and available as it grows',
    ['Define service-level objectives and keep services within them', 'Lead blameless post-incident reviews'],
    ['Experience operating distributed systems in production'],
  ),
  r(
    'QA Engineer',
    'engineering',
    'help the team ship with confidence',
    ['Design test plans and automated test suites', 'Find, reproduce and clearly report defects'],
    ['Experience with test automation tools such as Playwright, Cypress or Selenium'],
  ),
  r(
    'Engineering Manager',
    'engineering',
    'lead a team of engineers to deliver great work and grow in their careers',
    [
      'Hire, coach and develop engineers through regular one-on-ones and feedback',
      'Plan delivery with product and keep commitments realistic',
    ],
    ['Experience managing software engineers', 'A background as a hands-on software engineer'],
  ),
  r(
    'Data Analyst',
    'data',
    'help teams make better decisions with trustworthy data',
    [
      'Build dashboards and reports that answer recurring questions',
      'Run ad hoc analyses and present recommendations',
    ],
    ['Experience turning data into clear recommendations'],
  ),
  r(
    'Data Scientist',
    'data',
    'use statistics and machine learning to solve business problems',
    ['Build, evaluate and monitor predictive models', 'Design and analyze experiments'],
    ['Experience with machine-learning libraries such as scikit-learn or PyTorch'],
  ),
  r(
    'Data Engineer',
    'data',
    'build the pipelines and data platform the company depends on',
    [
      'Build and monitor batch and streaming data pipelines',
      'Model data for analytics and enforce data quality checks',
    ],
    ['Experience with a cloud data warehouse such as Snowflake, BigQuery or Redshift'],
  ),
  r(
    'Machine Learning Engineer',
    'data',
    'take machine-learning models from prototype to production',
    [
      'Deploy, scale and monitor models in production',
      'Build tooling for training, evaluation and feature management',
    ],
    ['Experience deploying machine-learning models to production'],
  ),
  r(
    'Business Intelligence Analyst',
    'data',
    'give the business a clear, shared view of its performance',
    ['Own core KPI definitions and executive dashboards', 'Train colleagues to use self-service reporting'],
    ['Deep experience with a BI tool and data modeling'],
  ),
  r(
    'Product Manager',
    'product',
    'decide what we build and why, and see it through to launch',
    [
      'Run discovery with customers to find the problems worth solving',
      'Prioritize the backlog and keep the team focused on outcomes',
    ],
    ['Experience as a product manager for a digital product'],
  ),
  r(
    'Senior Product Manager',
    'product',
    'lead the strategy for a major area of our product',
    ['Set product strategy and multi-quarter goals for your area', 'Mentor other product managers'],
    ['Several years of product management experience, including a major launch'],
  ),
  r(
    'Product Owner',
    'product',
    'turn product goals into a clear, prioritized backlog',
    ['Write user stories with clear acceptance criteria', 'Run sprint planning and reviews with the team'],
    ['Experience working in Scrum or another agile framework'],
  ),
  r(
    'Technical Program Manager',
    'product',
    'coordinate complex, cross-team technical programs',
    [
      'Plan programs across teams, track dependencies and surface risks early',
      'Keep stakeholders informed with concise status updates',
    ],
    ['Experience managing technical programs across several teams'],
  ),
  r(
    'UX Designer',
    'design',
    'make our product simple and intuitive',
    [
      'Map user journeys and create wireframes and prototypes',
      'Run usability tests and turn findings into design changes',
    ],
    ['Experience designing digital products end to end'],
  ),
  r(
    'Product Designer',
    'design',
    'shape the experience of our product from idea to launch',
    [
      'Own design for a product area alongside a product manager and engineers',
      'Design high-fidelity interfaces and interactions',
    ],
    ['Experience designing and shipping software products'],
  ),
  r(
    'UX Researcher',
    'design',
    'bring customers’ voices into every product decision',
    [
      'Plan and run interviews, usability studies and surveys',
      'Synthesize findings into insights teams act on',
    ],
    ['Experience with qualitative and quantitative research methods'],
  ),
  r(
    'Graphic Designer',
    'design',
    'create visual work that makes our brand clear and memorable',
    [
      'Design assets for campaigns, social media, events and print',
      'Keep every asset consistent with our brand guidelines',
    ],
    ['Proficiency in Adobe Creative Cloud or Figma'],
  ),
  r(
    'IT Support Specialist',
    'it',
    'keep colleagues productive with fast, friendly technical support',
    [
      'Set up and support laptops, accounts and software',
      'Resolve help-desk tickets and escalate when needed',
    ],
    ['Experience supporting Windows and macOS users'],
  ),
  r(
    'Systems Administrator',
    'it',
    'run the servers, networks and cloud services we depend on',
    [
      'Administer identity, email and collaboration platforms',
      'Manage backups, patching and system monitoring',
    ],
    ['Experience administering Microsoft 365 or Google Workspace and Active Directory or Entra ID'],
  ),
  r(
    'Cybersecurity Analyst',
    'it',
    'protect our people, systems and data from security threats',
    [
      'Monitor alerts, investigate incidents and lead the response',
      'Run vulnerability scans and track fixes to completion',
    ],
    ['Experience with a SIEM and incident response'],
  ),
  r(
    'Network Engineer',
    'it',
    'design and maintain a fast, secure network',
    ['Configure and maintain routers, switches, firewalls and VPNs', 'Plan network capacity and upgrades'],
    ['Experience with enterprise networking (TCP/IP, BGP, VLANs)'],
  ),
  r(
    'Sales Development Representative',
    'sales',
    'start conversations with prospects and book qualified meetings',
    [
      'Research target accounts and reach out by email, phone and LinkedIn',
      'Qualify inbound leads and hand them to account executives',
    ],
    ['Confidence reaching out to people you have not met', 'Resilience and curiosity'],
  ),
  r(
    'Account Executive',
    'sales',
    'win new customers and grow revenue',
    [
      'Own the full sales cycle from discovery to close',
      'Build relationships with decision-makers and champions',
    ],
    ['Experience closing B2B deals'],
  ),
  r(
    'Account Manager',
    'sales',
    'grow and retain relationships with existing customers',
    [
      'Lead renewals and find opportunities to expand accounts',
      'Run regular business reviews with customers',
    ],
    ['Experience managing a book of customer accounts'],
  ),
  r(
    'Sales Manager',
    'sales',
    'lead and coach a team of sellers to hit their goals',
    ['Hire, coach and develop sellers', 'Run pipeline reviews and own the team’s forecast'],
    ['Experience leading a sales team to target'],
  ),
  r(
    'Retail Sales Associate',
    'sales',
    'help customers find what they need and leave happy',
    [
      'Greet and assist customers on the sales floor',
      'Process sales and returns accurately and keep displays stocked',
    ],
    [
      'Friendly, clear communication with customers',
      'Availability for weekend and holiday shifts as scheduled',
    ],
  ),
  r(
    'Marketing Manager',
    'marketing',
    'plan and lead marketing programs that grow the business',
    ['Own the marketing plan and budget for your programs', 'Manage agencies and freelancers'],
    ['Experience planning and leading multichannel campaigns'],
  ),
  r(
    'Content Marketing Manager',
    'marketing',
    'tell our story through content people want to read',
    [
      'Run the editorial calendar for blog, guides and newsletters',
      'Measure content performance and SEO results',
    ],
    ['A portfolio of published content'],
  ),
  r(
    'Digital Marketing Specialist',
    'marketing',
    'run digital campaigns that reach the right people',
    ['Manage paid search and paid social campaigns', 'Test landing pages and ads to improve conversion'],
    ['Experience with Google Ads, Meta Ads or LinkedIn Ads'],
  ),
  r(
    'Social Media Manager',
    'marketing',
    'build our community across social platforms',
    ['Plan, create and schedule posts across channels', 'Engage with the community and report on growth'],
    ['Experience growing a brand’s social media presence'],
  ),
  r(
    'SEO Specialist',
    'marketing',
    'help more people find us through search',
    ['Run keyword research and technical SEO audits', 'Work with writers and developers to improve rankings'],
    ['Experience with Google Search Console and an SEO tool such as Ahrefs or Semrush'],
  ),
  r(
    'Product Marketing Manager',
    'marketing',
    'position our product and help sales win',
    [
      'Define positioning and messaging for launches',
      'Create sales enablement materials and competitive briefs',
    ],
    ['Experience in product marketing for a software product'],
  ),
  r(
    'Customer Success Manager',
    'customer',
    'help customers get lasting value from our product',
    ['Onboard new customers and set clear success plans', 'Own renewals and reduce churn in your portfolio'],
    ['Experience in customer success or account management'],
  ),
  r(
    'Customer Support Representative',
    'customer',
    'give customers quick, accurate and friendly help',
    [
      'Answer customer questions by chat, email and phone',
      'Log issues clearly and follow them through to resolution',
    ],
    ['Fast, accurate typing and attention to detail'],
  ),
  r(
    'Technical Support Engineer',
    'customer',
    'solve customers’ technical problems',
    [
      'Troubleshoot complex issues, including logs and APIs',
      'Reproduce bugs and escalate them with clear detail',
    ],
    ['Ability to read logs and use APIs and basic SQL'],
  ),
  r(
    'Call Center Agent',
    'customer',
    'be the friendly voice that solves customers’ problems',
    ['Handle inbound calls within quality and service targets', 'Record each interaction accurately'],
    ['A clear, professional phone manner'],
  ),
  r(
    'Recruiter',
    'people',
    'find and hire great people for our teams',
    [
      'Partner with hiring managers on role profiles and interview plans',
      'Source, screen and guide candidates through a fair, structured process',
    ],
    ['Experience in full-cycle recruiting', 'Experience with an ATS such as Greenhouse, Lever or Workday'],
  ),
  r(
    'Technical Recruiter',
    'people',
    'hire engineers, data and product talent',
    [
      'Source technical talent through search, referrals and communities',
      'Advise hiring managers on market data and offers',
    ],
    ['Experience recruiting for technical roles'],
  ),
  r(
    'HR Generalist',
    'people',
    'support employees and managers across the full employee lifecycle',
    [
      'Run onboarding, offboarding, leave and benefits questions',
      'Maintain accurate employee records in the HRIS',
    ],
    ['Broad experience across HR functions'],
  ),
  r(
    'HR Business Partner',
    'people',
    'advise leaders on organization, talent and people strategy',
    [
      'Coach leaders on performance, organization design and change',
      'Lead sensitive employee-relations investigations',
    ],
    ['Experience as an HR business partner to senior leaders'],
  ),
  r(
    'HR Manager',
    'people',
    'lead HR for the company and build a great place to work',
    ['Own HR policies, compliance and the annual people calendar', 'Lead and develop the HR team'],
    ['Experience managing an HR function or team'],
  ),
  r(
    'Talent Acquisition Manager',
    'people',
    'lead how we attract and hire talent',
    [
      'Lead a team of recruiters and set hiring goals with leadership',
      'Improve the hiring process with data and structured interviewing',
    ],
    ['Experience leading a recruiting team'],
  ),
  r(
    'Payroll Specialist',
    'people',
    'make sure everyone is paid accurately and on time',
    [
      'Process multi-state payroll and resolve discrepancies',
      'Keep payroll tax filings and records compliant',
    ],
    ['Experience with payroll software such as ADP, Paychex or Gusto'],
  ),
  r(
    'Accountant',
    'finance',
    'keep our books accurate and our close on time',
    ['Prepare journal entries and account reconciliations', 'Support audits and tax filings'],
    ['Knowledge of GAAP'],
  ),
  r(
    'Financial Analyst',
    'finance',
    'help leaders plan and measure the business',
    ['Build financial models, budgets and forecasts', 'Analyze variances and explain what drives them'],
    ['Strong financial modeling skills'],
  ),
  r(
    'Controller',
    'finance',
    'lead accounting operations and financial reporting',
    ['Own the monthly close and financial statements', 'Design and maintain internal controls'],
    ['Several years of accounting leadership experience', 'CPA preferred'],
  ),
  r(
    'Bookkeeper',
    'finance',
    'keep our day-to-day finances organized and accurate',
    ['Record transactions and reconcile bank and card accounts', 'Manage accounts payable and receivable'],
    ['Experience with QuickBooks or Xero'],
  ),
  r(
    'Operations Manager',
    'operations',
    'make the business run smoothly and efficiently',
    ['Lead day-to-day operations and a team of operations staff', 'Set operational KPIs and report on them'],
    ['Experience leading an operations team'],
  ),
  r(
    'Project Manager',
    'operations',
    'deliver projects on time, on budget and to scope',
    [
      'Plan projects, manage schedules and budgets, and report progress',
      'Manage risks, issues and changes with stakeholders',
    ],
    ['Experience managing projects from start to finish'],
  ),
  r(
    'Supply Chain Analyst',
    'operations',
    'make our supply chain more reliable and cost-effective',
    [
      'Analyze inventory, demand and supplier performance',
      'Recommend improvements to planning and purchasing',
    ],
    ['Strong analytical skills with supply chain data'],
  ),
  r(
    'Warehouse Associate',
    'operations',
    'receive, store and ship orders safely and accurately',
    ['Pick, pack and ship orders to quality standards', 'Keep the warehouse clean, organized and safe'],
    [
      'Ability to lift up to 50 pounds, with or without reasonable accommodation',
      'Forklift certification, or willingness to obtain it',
    ],
  ),
  r(
    'Administrative Assistant',
    'operations',
    'keep the office and the people in it organized',
    ['Manage calendars, travel and meeting logistics', 'Prepare documents and handle correspondence'],
    ['Strong organization and proficiency with Microsoft Office or Google Workspace'],
  ),
  r(
    'Executive Assistant',
    'operations',
    'help an executive focus on what matters most',
    ['Manage a complex calendar, travel and priorities', 'Prepare briefings and follow up on actions'],
    ['Experience supporting a senior executive', 'Discretion with confidential information'],
  ),
  r(
    'Registered Nurse',
    'healthcare',
    'provide high-quality nursing care to our patients',
    [
      'Assess patients, plan care and administer medications',
      'Educate patients and families about care and discharge plans',
    ],
    ['Active Registered Nurse (RN) license in the state'],
  ),
  r(
    'Medical Assistant',
    'healthcare',
    'support providers and give patients a great experience',
    [
      'Take vital signs and medical histories and prepare exam rooms',
      'Schedule appointments and update patient records',
    ],
    ['Medical assistant certification (CMA or RMA) or completion of an accredited program'],
  ),
  r(
    'Pharmacist',
    'healthcare',
    'make sure patients get the right medication safely',
    ['Verify prescriptions and counsel patients', 'Supervise pharmacy technicians'],
    ['Active pharmacist license in the state', 'Doctor of Pharmacy (PharmD) degree'],
  ),
];

/** Roles whose title contains every word typed, best matches (title starts with it) first. */
export function searchRoles(query: string, limit = 8): readonly Role[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = ROLES.filter((role) => words.every((word) => role.title.toLowerCase().includes(word)));
  const lead = query.trim().toLowerCase();
  return [...matches]
    .sort(
      (a, b) =>
        Number(b.title.toLowerCase().startsWith(lead)) - Number(a.title.toLowerCase().startsWith(lead)),
    )
    .slice(0, limit);
}

export function findRole(title: string): Role | undefined {
  const wanted = title.trim().toLowerCase();
  return ROLES.find((role) => role.title.toLowerCase() === wanted);
}
