import { defineEntries } from '../define';
import { testimonialSchema } from './schema';

/**
 * Short quotes from customers without a full story, shown on /about/customer-testimonials/ beside
 * the pull quotes of the case studies. Companies and people are fictional.
 */
export const testimonials = defineEntries(
  'content/stories/testimonials.ts',
  testimonialSchema,
  [
    {
      text: 'We run three hundred seasonal hires a year with a team of two. Skill assessments are the only reason that is possible without hiring blind.',
      name: 'Ines Carvalho',
      role: 'Recruiting Lead',
      company: 'Saltmarsh Hospitality',
      industry: 'Hospitality',
    },
    {
      text: 'Candidates tell us the feedback report is the first useful thing they have ever received after an application. That has done more for our employer brand than any campaign.',
      name: 'Owen Adebayo',
      role: 'Head of People',
      company: 'Pinecrest Insurance',
      industry: 'Insurance',
    },
    {
      text: 'One-way video let our hiring managers review first interviews on the train home. We stopped losing a week to calendar tennis on every role.',
      name: 'Hannah Lindqvist',
      role: 'Talent Acquisition Partner',
      company: 'Meridale Biotech',
      industry: 'Life sciences',
    },
    {
      text: 'Our diversity numbers moved when we stopped filtering on resumes first. The job simulation gives everyone the same starting line.',
      name: 'Kwame Mensah',
      role: 'Director of Talent',
      company: 'Redwater Energy Services',
      industry: 'Energy services',
    },
  ],
  'name',
);
