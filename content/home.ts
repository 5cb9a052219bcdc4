import { z } from 'zod';
import { trustedByLine } from './customer-count';
import { defineContent, defineEntries } from './define';
import { logoEntrySchema } from './schema/marketing';
import { heroSchema, itemSchema, statSchema, stepSchema } from './schema/sections';
import { href, nonEmpty } from './schema/common';
import { defaultScreen } from './screens';
import { interviewTime } from './stories/case-studies/interview-time';

export const clientLogos = defineEntries(
  'content/home.ts',
  logoEntrySchema,
  [
    { id: 'northwind', name: 'Northwind', icon: 'ring' },
    { id: 'lumen-capital', name: 'Lumen Capital', icon: 'bars' },
    { id: 'brightpath', name: 'Brightpath', icon: 'triangle' },
    { id: 'harbor-retail', name: 'Harbor Retail', icon: 'square' },
    { id: 'keystone-legal', name: 'Keystone Legal', icon: 'hexagon' },
    { id: 'fieldstone', name: 'Fieldstone', icon: 'leaf' },
    { id: 'atlas-staffing', name: 'Atlas Staffing', icon: 'wave' },
    { id: 'vantage-labs', name: 'Vantage Labs', icon: 'spark' },
  ],
  'id',
);

export const home = defineContent(
  'content/home.ts',
  z.object({
    hero: heroSchema,
    pains: z.object({ title: z.string(), lead: z.string(), items: z.array(itemSchema).min(3) }),
    modules: z.object({ title: z.string(), lead: z.string(), items: z.array(itemSchema).min(3) }),
    steps: z.object({ title: z.string(), lead: z.string(), items: z.array(stepSchema).length(4) }),
    claims: z.object({ title: z.string(), items: z.array(statSchema).min(3) }),
    /** A named customer, with portrait and company, in their own words; from their story. */
    testimonial: z.object({
      quote: nonEmpty,
      name: nonEmpty,
      role: nonEmpty,
      company: nonEmpty,
      result: nonEmpty,
      story: href,
    }),
    cta: z.object({ title: z.string(), text: z.string() }),
  }),
  {
    hero: {
      eyebrow: 'Recruitment automation software',
      title: 'Hire the top 10% of talent in half the time',
      lead: 'Source, assess and interview candidates on one AI platform. Job simulations show you who can actually do the work, before you spend an hour in interviews.',
      proof: trustedByLine,
      illustration: 'builder',
      screen: defaultScreen,
    },
    pains: {
      title: 'Hiring is slow, subjective and expensive',
      lead: 'Every team we meet describes the same problems. Each one costs you great candidates.',
      items: [
        {
          title: 'Subjective decisions',
          text: 'Interviewers score the same answer differently, so hiring quality varies from role to role and panel to panel.',
        },
        {
          title: 'Hours lost screening',
          text: 'Recruiters read hundreds of resumes that say little about what a candidate can actually do.',
        },
        {
          title: 'Longer time to hire',
          text: 'Every extra week in the pipeline is a week your best candidates spend accepting other offers.',
        },
        {
          title: 'Complicated tools',
          text: 'Heavy interfaces slow recruiters and hiring managers down instead of helping them decide.',
        },
        {
          title: 'Small, homogeneous talent pools',
          text: 'Searching the same boards with the same keywords keeps surfacing the same profiles.',
        },
        {
          title: 'Expensive services',
          text: 'Agencies and enterprise suites charge a premium for work software can now do better.',
        },
      ],
    },
    modules: {
      title: 'One platform from first search to final offer',
      lead: 'Use the modules together or start with the one that hurts most today.',
      items: [
        {
          title: 'AI candidate sourcing',
          text: 'Describe the role and get ranked, contactable profiles with personalised outreach and the candidates most likely to join.',
        },
        {
          title: 'Skill assessments',
          text: 'Competency-based job simulations, auto-graded, with detailed skills reports and suggested questions for the next round.',
        },
        {
          title: 'One-way video interviews',
          text: 'Candidates answer on their own schedule; your team reviews structured answers side by side.',
        },
        {
          title: 'Automated scheduling',
          text: 'Interview slots booked without the back-and-forth of email threads.',
        },
        {
          title: 'Pre-screening and job descriptions',
          text: 'Knock-out questions and AI-drafted job descriptions that attract the right applicants.',
        },
        {
          title: 'Reporting and self-service',
          text: 'Funnel reports and a candidate-led experience that builds your employer brand with custom feedback.',
        },
      ],
    },
    steps: {
      title: 'How the platform judges a candidate',
      lead: 'Four steps turn a role into a fair, explainable decision.',
      items: [
        {
          title: 'Analysis',
          text: 'We break the role into the skills and competencies that predict success in it.',
        },
        {
          title: 'Structuring',
          text: 'Each skill becomes a realistic job simulation with a consistent scoring rubric.',
        },
        {
          title: 'Judgement',
          text: 'AI grades every response against the rubric, the same way for every candidate.',
        },
        {
          title: 'Synthesis',
          text: 'Scores roll up into a skills report with strengths, gaps and next-round questions.',
        },
      ],
    },
    claims: {
      title: 'Results our customers measure',
      items: [
        { value: '410%', label: 'cost saving from avoiding mis-hires' },
        { value: '50%', label: 'shorter hiring cycle' },
        { value: '<10%', label: 'candidate drop-off, against 40%+ elsewhere' },
        { value: '4.7/5', label: 'average candidate score of the experience' },
        { value: '90%+', label: 'accuracy predicting on-the-job performance' },
        { value: '<5 min', label: 'to set up an assessment' },
      ],
    },
    testimonial: {
      quote: interviewTime.quote.text,
      name: interviewTime.quote.name,
      role: interviewTime.quote.role,
      company: interviewTime.customer.name,
      result: `${interviewTime.results[0]!.value} ${interviewTime.results[0]!.label.toLowerCase()}`,
      story: interviewTime.path,
    },
    cta: {
      title: 'See your next great hire sooner',
      text: 'Start a free trial with your work email, or book a 30-minute demo with our team.',
    },
  },
);
