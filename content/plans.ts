import { z } from 'zod';
import { defineContent } from './define';
import { nonEmpty, slug } from './schema/common';
import { planCardSchema } from './schema/marketing';

/**
 * The three pricing pages. Plans, prices and points are the product's price list
 * (copied 2026-11-22); prices may hold inline HTML, which the page sanitizes with an
 * allow-list when it is built (lib/sanitize/price.ts).
 *
 * Which plans go where: the price list groups them by what they buy, and each group belongs to one module.
 * - Video-assessment plans (Lightning, its variant, Power) buy one-way video interviews, so they
 *   are the plans of the interview tool: /pricing/interview/.
 * - Candidate-test packs (Emerging, Growth, Rocketship) buy skill tests for a number of candidates,
 *   so they are the plans of the assessment tool: /pricing/assessment/.
 * - Sourcing plans (Standard, Professional, Enterprise), billed annually per user: /pricing/sourcing/.
 *
 * The price list's Lightning "variant" (2 interviews, 10 questions, 1 job role, 5 GB) is shown as
 * the free trial of the interview tool: it has no price of its own. It gets its own plan name,
 * because two cards both called Lightning read as one plan at two prices.
 *
 * Professional is the recommended sourcing plan; each other page marks the plan most teams
 * buy (Power, Growth), so every page guides the choice the same way. Power has no yearly price: the
 * price list gives no yearly discount, and a yearly figure of twelve monthly ones is not a choice worth a
 * switch.
 *
 * What each plan offers is written once, as the page's comparison rows (features × plans). The
 * comparison table shows them as they are; each card's points are derived from them, so a card and
 * the table cannot disagree, and a card states what a cheaper plan on the page includes but it does
 * not (Growth drops Emerging's free custom video questions).
 *
 * Every page ends with an Enterprise plan sold by quote. The price list names the sourcing one (unlimited
 * roles, Get quote to the book-demo page); the assessment and interview ones are the "size a plan to
 * your volume" offer their pages already made. Their enterprise rows (SSO, SLA, security review,
 * contract and invoicing) state what the quote covers, with no figure the price list does not give.
 */

/**
 * Hosted checkout pages of the card payment provider. The price list has two plan entries with a Buy now
 * button: Lightning and Power. Replace these with the account's live Payment Links before launch.
 */
export const CHECKOUT = {
  lightning: 'https://buy.stripe.com/5kA3cV9Xh0cW7XG4gg',
  power: 'https://buy.stripe.com/8wM9Bj3yT4tc2DmcMN',
} as const;

const planInputSchema = planCardSchema.omit({ points: true }).extend({
  /** The price in US dollars for structured data (schema.org Offer); absent for plans sold by quote. */
  amount: z.number().positive().optional(),
  /** Billing unit of `amount` for structured data. */
  unit: z.enum(['one-off', 'month', 'year']).optional(),
  /** A plan on the same page this one includes: its card opens with "Everything in …" and lists what differs. */
  builds: slug.optional(),
  /** The plan sold by quote, shown as the wide card after the others. */
  enterprise: z.literal(true).optional(),
});

/** A table cell: included or not, or what the plan gives, written to read alone on a card ("50 candidates"). */
const cellSchema = z.union([z.boolean(), nonEmpty]);

export const featureRowSchema = z.object({
  /** The row heading of the comparison table. */
  feature: nonEmpty,
  /** How a card words an included feature, where it says more than the row heading. */
  point: nonEmpty.optional(),
  /** Listed on a card that builds on another plan even when the value is the same (its quota). */
  always: z.boolean().optional(),
  /** One value per plan id on the page. */
  values: z.record(z.string(), cellSchema),
});
export type FeatureRow = z.output<typeof featureRowSchema>;

/** Card lines of one plan, derived from the comparison rows (see the note at the top). */
function cardLines(
  plan: z.output<typeof planInputSchema>,
  plans: z.output<typeof planInputSchema>[],
  rows: FeatureRow[],
): { points: string[]; notIncluded: string[] } {
  const base = plan.builds ? plans.find((other) => other.id === plan.builds) : undefined;
  const points = base ? [`Everything in ${base.name}`] : [];
  const notIncluded: string[] = [];
  const earlier = plans.slice(0, plans.indexOf(plan));
  for (const row of rows) {
    const value = row.values[plan.id];
    const label = row.point ?? row.feature;
    if (value === false) {
      const has = earlier.find((other) => row.values[other.id] === true);
      if (has) notIncluded.push(`${label} (included with ${has.name})`);
      continue;
    }
    if (base && !row.always && row.values[base.id] === value) continue;
    points.push(value === true ? label : (value as string));
  }
  return { points, notIncluded };
}

export type Plan = z.output<typeof planInputSchema> & {
  /** What the card lists, derived from the comparison rows. */
  points: string[];
  /** What a cheaper plan on the page includes and this one does not, said on the card. */
  notIncluded?: string[];
};

/** The dollar amount in a price label such as `$1,188<small>/year</small>` or `$10.5k`. */
export function priceAmount(label: string): number | undefined {
  const match = /\$\s*([\d,]+(?:\.\d+)?)\s*(k)?/i.exec(label.replace(/<[^>]*>/g, ''));
  if (!match) return undefined;
  const value = Number(match[1]!.replace(/,/g, ''));
  return match[2] ? value * 1000 : value;
}

/** A yearly price is worth a billing switch only when it is not just twelve months of the monthly one. */
export function yearlyDiffers(
  plan: Pick<z.output<typeof planInputSchema>, 'annualPrice' | 'amount' | 'unit'>,
): boolean {
  const yearly = plan.annualPrice ? priceAmount(plan.annualPrice) : undefined;
  if (yearly === undefined || plan.unit !== 'month' || plan.amount === undefined) return false;
  return Math.abs(yearly - plan.amount * 12) >= 0.01;
}

export const pricingPageSchema = z
  .object({
    product: z.enum(['sourcing', 'assessment', 'interview']),
    eyebrow: nonEmpty,
    title: nonEmpty,
    lead: nonEmpty,
    /** One line under the cards: what the prices include or how they are billed. */
    note: nonEmpty,
    plans: z
      .array(planInputSchema)
      .min(1)
      // A badge on two cards recommends neither.
      .refine((plans) => plans.filter((plan) => plan.recommended).length <= 1, {
        message: 'mark at most one plan as recommended',
      })
      .superRefine((plans, ctx) => {
        plans.forEach((plan, index) => {
          if (plan.annualPrice && !yearlyDiffers(plan)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'annualPrice'],
              message:
                'a yearly price must differ from twelve monthly ones (and the plan needs a monthly amount); otherwise leave it out',
            });
          }
        });
      }),
    /** The plan comparison table, and the source of every card's points. */
    comparison: z.object({ caption: nonEmpty, rows: z.array(featureRowSchema).min(1) }),
    included: z.object({ title: nonEmpty, items: z.array(nonEmpty).min(3) }),
    faq: z.array(z.object({ question: nonEmpty, answer: nonEmpty })).min(3),
  })
  .superRefine((page, ctx) => {
    const ids = page.plans.map((plan) => plan.id);
    page.comparison.rows.forEach((row, index) => {
      const path = ['comparison', 'rows', index, 'values'];
      const missing = ids.filter((id) => !(id in row.values));
      const unknown = Object.keys(row.values).filter((id) => !ids.includes(id));
      if (missing.length)
        ctx.addIssue({ code: 'custom', path, message: `give a value for ${missing.join(', ')}` });
      if (unknown.length)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `no plan on this page is called ${unknown.join(', ')}`,
        });
    });
    page.plans.forEach((plan, index) => {
      if (!plan.builds) return;
      const base = ids.indexOf(plan.builds);
      if (base < 0 || base >= index) {
        ctx.addIssue({
          code: 'custom',
          path: ['plans', index, 'builds'],
          message: 'must name a plan listed before this one on the page',
        });
        return;
      }
      // "Everything in Standard" is a promise: each feature of the base plan must be in this one too.
      for (const row of page.comparison.rows) {
        if (row.values[plan.builds] === true && row.values[plan.id] === false) {
          ctx.addIssue({
            code: 'custom',
            path: ['plans', index, 'builds'],
            message: `${plan.name} builds on ${plan.builds} but lacks "${row.feature}"`,
          });
        }
      }
    });
    const enterprise = page.plans.filter((plan) => plan.enterprise);
    if (enterprise.length > 1 || (enterprise.length === 1 && page.plans.at(-1) !== enterprise[0])) {
      ctx.addIssue({ code: 'custom', path: ['plans'], message: 'one enterprise plan at most, listed last' });
    }
  })
  .transform((page) => ({
    ...page,
    plans: page.plans.map((plan): Plan => ({
      ...plan,
      ...cardLines(plan, page.plans, page.comparison.rows),
    })),
  }));
export type PricingPageContent = z.output<typeof pricingPageSchema>;

/**
 * Rows only an Enterprise plan has: what a buyer's procurement and IT teams ask for before they sign.
 * Worded without figures: service levels and terms are agreed in each contract.
 */
function enterpriseRows(planIds: string[], extra: { successManager: boolean }): FeatureRow[] {
  const only = (enterprise: boolean) =>
    Object.fromEntries(planIds.map((id) => [id, id === 'enterprise' ? enterprise : false]));
  return [
    {
      feature: 'Single sign-on (SSO)',
      point: 'Single sign-on (SSO) through your identity provider',
      values: only(true),
    },
    {
      feature: 'Service level agreement (SLA)',
      point: 'Service level agreement (SLA) on uptime and support response times',
      values: only(true),
    },
    {
      feature: 'Security review',
      point: 'Security review: questionnaires and documentation for your IT team',
      values: only(true),
    },
    ...(extra.successManager ? [{ feature: 'Dedicated customer success manager', values: only(true) }] : []),
    {
      feature: 'Custom contract and invoicing',
      point: 'Custom contract terms, invoicing and purchase orders',
      values: only(true),
    },
  ];
}

export const interviewPricing = defineContent('content/plans.ts (interview)', pricingPageSchema, {
  product: 'interview',
  eyebrow: 'Video interview pricing',
  title: 'One-way video interviews, priced for how much you hire',
  lead: 'Start with a free trial, pay once for Lightning, or run every open role on Power. Candidates record on their own time; your team reviews structured answers side by side.',
  note: 'Prices in US dollars. Power is billed monthly.',
  plans: [
    {
      id: 'lightning-trial',
      name: 'Free trial',
      bgColor: '#f9fafb',
      color: '#374151',
      img: '/images/plans/lightning-trial.svg',
      price: '$0',
      desc: 'See how candidates respond to one-way interviews before you buy Lightning or Power.',
      btnText: 'Start free trial',
      link: '/try-for-free/',
    },
    {
      id: 'lightning',
      name: 'Lightning',
      bgColor: '#eef2ff',
      color: '#4338ca',
      img: '/images/plans/lightning.svg',
      price: '$20',
      amount: 20,
      unit: 'one-off',
      desc: 'For a small team interviewing for a handful of roles at once.',
      btnText: 'Buy now',
      link: CHECKOUT.lightning,
    },
    {
      id: 'power',
      name: 'Power',
      bgColor: '#f5f3ff',
      color: '#6d28d9',
      img: '/images/plans/power.svg',
      price: '$99<small>/month</small>',
      amount: 99,
      unit: 'month',
      desc: 'For teams that interview continuously across many roles.',
      btnText: 'Buy now',
      link: CHECKOUT.power,
      recommended: true,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      bgColor: '#f9fafb',
      color: '#111827',
      img: '/images/plans/enterprise.svg',
      price: 'By quote',
      desc: 'For talent teams interviewing at volume, with the controls your IT and procurement teams ask for.',
      btnText: 'Get quote',
      link: '/book-demo/',
      builds: 'power',
      enterprise: true,
    },
  ],
  comparison: {
    caption: 'Video interview plans compared',
    rows: [
      {
        feature: 'Interviews',
        values: {
          'lightning-trial': '2 interviews',
          lightning: 'Unlimited interviews',
          power: 'Unlimited interviews',
          enterprise: 'Unlimited interviews',
        },
      },
      {
        feature: 'Questions',
        values: {
          'lightning-trial': '10 questions',
          lightning: 'Unlimited questions',
          power: 'Unlimited questions',
          enterprise: 'Unlimited questions',
        },
      },
      {
        feature: 'Job roles at a time',
        always: true,
        values: {
          'lightning-trial': '1 job role',
          lightning: '10 job roles at a time',
          power: '50 job roles at a time',
          enterprise: 'Job roles sized to your team',
        },
      },
      {
        feature: 'Storage',
        values: {
          'lightning-trial': '5 GB storage',
          lightning: '5 GB storage',
          power: '20 GB storage',
          enterprise: 'Storage sized to your library',
        },
      },
      {
        feature: 'Free premium onboarding',
        values: { 'lightning-trial': false, lightning: false, power: true, enterprise: true },
      },
      ...enterpriseRows(['lightning-trial', 'lightning', 'power', 'enterprise'], { successManager: true }),
    ],
  },
  included: {
    title: 'Every video interview plan includes',
    items: [
      'Candidates record from any phone or laptop, with no app to install',
      'Question banks you can reuse across roles',
      'Structured side-by-side review for the whole hiring team',
      'Automated interview scheduling for the live rounds that follow',
      'Custom candidate feedback that builds your employer brand',
    ],
  },
  faq: [
    {
      question: 'What counts as an interview?',
      answer:
        'One candidate answering one interview link. Lightning and Power include unlimited interviews, so you can invite every applicant who passes your screen; the free trial includes two.',
    },
    {
      question: 'What does “job roles at a time” mean?',
      answer:
        'The number of roles that can have an open interview link at the same moment. Close a role and its slot is free for the next one; answers already recorded stay in your account.',
    },
    {
      question: 'What happens to recordings when storage is full?',
      answer: 'Nothing is deleted. You can archive finished roles to free space, or move to Power for 20 GB.',
    },
  ],
});

export const assessmentPricing = defineContent('content/plans.ts (assessment)', pricingPageSchema, {
  product: 'assessment',
  eyebrow: 'Skill assessment pricing',
  title: 'Candidate test packs: pay for the candidates you assess',
  lead: 'Every pack includes competency-based job simulations, auto-grading and a skills report for each candidate with suggested questions for the next round. No seats, no annual contract.',
  note: 'Prices in US dollars, paid once per pack. A pack is valid for the period shown from the day you buy it.',
  plans: [
    {
      id: 'emerging',
      name: 'Emerging',
      bgColor: '#ecfdf5',
      color: '#047857',
      img: '/images/plans/emerging.svg',
      price: '$200',
      amount: 200,
      unit: 'one-off',
      desc: 'For a first hire or a single role you want to get right.',
      btnText: 'Start free trial',
      link: '/try-for-free/',
    },
    {
      id: 'growth',
      name: 'Growth',
      bgColor: '#eff6ff',
      color: '#1d4ed8',
      img: '/images/plans/growth.svg',
      price: '$500',
      amount: 500,
      unit: 'one-off',
      desc: 'For a team hiring across several roles this month.',
      btnText: 'Start free trial',
      link: '/try-for-free/',
      recommended: true,
    },
    {
      id: 'rocketship',
      name: 'Rocketship',
      bgColor: '#fff7ed',
      color: '#c2410c',
      img: '/images/plans/rocketship.svg',
      price: '$1000',
      amount: 1000,
      unit: 'one-off',
      desc: 'For hiring sprints, campus drives and volume roles.',
      btnText: 'Start free trial',
      link: '/try-for-free/',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      bgColor: '#f9fafb',
      color: '#111827',
      img: '/images/plans/enterprise.svg',
      price: 'By quote',
      desc: 'For teams assessing more than 100 candidates a month, with the controls your IT and procurement teams ask for.',
      btnText: 'Get quote',
      link: '/book-demo/',
      builds: 'rocketship',
      enterprise: true,
    },
  ],
  comparison: {
    caption: 'Candidate test packs compared',
    rows: [
      {
        feature: 'Candidates',
        values: {
          emerging: '10 candidates',
          growth: '50 candidates',
          rocketship: '100 candidates',
          enterprise: 'Candidate volume sized to your hiring',
        },
      },
      {
        feature: 'Valid for',
        values: {
          emerging: 'Valid for 1 month',
          growth: 'Valid for 1 month',
          rocketship: 'Valid for 2 months',
          enterprise: 'Validity agreed in your contract',
        },
      },
      {
        feature: 'Free custom video questions',
        values: {
          emerging: true,
          growth: false,
          rocketship: false,
          enterprise: 'Custom video questions agreed in your quote',
        },
      },
      {
        feature: 'Premium onboarding',
        values: {
          emerging: false,
          growth: false,
          rocketship: true,
          enterprise: true,
        },
      },
      ...enterpriseRows(['emerging', 'growth', 'rocketship', 'enterprise'], { successManager: true }),
    ],
  },
  included: {
    title: 'Every test pack includes',
    items: [
      'Competency-based job simulations for the role, customisable in minutes',
      'Auto-grading against a consistent rubric',
      'A detailed skills report per candidate with suggested next-round questions',
      'Short screening assessments that candidates finish on any device',
      'Custom candidate feedback that builds your employer brand',
    ],
  },
  faq: [
    {
      question: 'What is a candidate in a pack?',
      answer:
        'One person taking one assessment. Inviting a candidate uses one credit when they start the test; invitations that are never opened cost nothing.',
    },
    {
      question: 'Can I customise the tests?',
      answer:
        'Yes. Start from a role in the library and change the skills, difficulty, time limits and questions, or add your own video questions.',
    },
    {
      question: 'What happens when a pack expires?',
      answer:
        'Unused credits lapse at the end of the validity period. Reports for candidates who completed a test stay in your account.',
    },
    {
      question: 'We assess more than 100 candidates a month. What should we buy?',
      answer: 'Book a demo and we will size a plan to your volume, with onboarding for your hiring managers.',
    },
  ],
});

export const sourcingPricing = defineContent('content/plans.ts (sourcing)', pricingPageSchema, {
  product: 'sourcing',
  eyebrow: 'AI sourcing pricing',
  title: 'Sourcing plans, billed annually per user',
  lead: 'Describe the role; the sourcing tool searches, ranks and reaches out for you. Every plan includes unlimited profile search and unlimited engagement, so you never ration outreach.',
  note: 'Prices in US dollars per user, billed annually. The sourcing tool is in early access: join to reserve a seat.',
  plans: [
    {
      id: 'standard',
      name: 'Standard',
      bgColor: '#f0f9ff',
      color: '#0369a1',
      img: '/images/plans/standard.svg',
      price: '$10.5k<small>/user/year</small>',
      amount: 10500,
      unit: 'year',
      desc: 'Everything a recruiter needs to fill a steady flow of roles.',
      btnText: 'Join the waitlist',
      link: '/sourcing-early-access/',
    },
    {
      id: 'professional',
      name: 'Professional',
      bgColor: '#eef2ff',
      color: '#4338ca',
      img: '/images/plans/professional.svg',
      price: '$13.5k<small>/user/year</small>',
      amount: 13500,
      unit: 'year',
      desc: 'For teams that want the strongest candidates first and outreach on autopilot.',
      btnText: 'Join the waitlist',
      link: '/sourcing-early-access/',
      recommended: true,
      builds: 'standard',
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      bgColor: '#f9fafb',
      color: '#111827',
      img: '/images/plans/enterprise.svg',
      price: 'By quote',
      desc: 'For talent teams hiring at scale across many roles and locations, with the controls your IT and procurement teams ask for.',
      btnText: 'Get quote',
      link: '/book-demo/',
      builds: 'professional',
      enterprise: true,
    },
  ],
  comparison: {
    caption: 'Sourcing plans compared',
    rows: [
      {
        feature: 'Job roles per year',
        always: true,
        values: {
          standard: '12 job roles per year',
          professional: '12 job roles per year',
          enterprise: 'Unlimited job roles',
        },
      },
      {
        feature: 'Profile search',
        values: {
          standard: 'Unlimited profile search',
          professional: 'Unlimited profile search',
          enterprise: 'Unlimited profile search',
        },
      },
      {
        feature: 'Engagement',
        values: {
          standard: 'Unlimited engagement',
          professional: 'Unlimited engagement',
          enterprise: 'Unlimited engagement',
        },
      },
      {
        feature: 'Dashboard',
        values: {
          standard: 'Essential dashboard',
          professional: 'Full dashboard',
          enterprise: 'Full dashboard',
        },
      },
      { feature: 'Support', values: { standard: true, professional: true, enterprise: true } },
      {
        feature: 'Dedicated account manager',
        values: { standard: true, professional: true, enterprise: true },
      },
      { feature: 'Automated workflows', values: { standard: false, professional: true, enterprise: true } },
      { feature: 'Advanced filters', values: { standard: false, professional: true, enterprise: true } },
      {
        feature: 'Top 10% candidate insights',
        values: { standard: false, professional: true, enterprise: true },
      },
      { feature: 'Personalization', values: { standard: false, professional: true, enterprise: true } },
      {
        feature: 'Most-likely-to-join candidates',
        values: { standard: false, professional: true, enterprise: true },
      },
      ...enterpriseRows(['standard', 'professional', 'enterprise'], { successManager: false }),
    ],
  },
  included: {
    title: 'Every sourcing plan includes',
    items: [
      'Search across professional profiles with filters for skills, seniority, location and industry',
      'Multi-step outreach sequences written for each candidate',
      'Replies tracked in one place, with no per-message limits',
      'A free recruiter sourcing extension for your browser',
    ],
  },
  faq: [
    {
      question: 'What is a job role per year?',
      answer:
        'One role you open for sourcing during your subscription year. Standard and Professional include 12; Enterprise has no limit.',
    },
    {
      question: 'Is there a limit on searches or messages?',
      answer:
        'No. Profile search and engagement are unlimited on every plan; the plans differ in insights, automation and the number of roles.',
    },
    {
      question: 'Why is the sourcing tool in early access?',
      answer:
        'We are onboarding teams in small groups so each gets a dedicated account manager from day one. Join the early-access list and we will contact you with a start date.',
    },
    {
      question: 'How do I get an Enterprise quote?',
      answer:
        'Choose Get quote and book a demo. We will ask about your roles, team size and locations and send a quote after the call.',
    },
  ],
});

export const pricingPages = {
  sourcing: sourcingPricing,
  assessment: assessmentPricing,
  interview: interviewPricing,
} as const;
