import type { LeadFieldName, LeadFormId } from '@/lib/leads/forms';

export type FieldSpec = {
  name: Exclude<LeadFieldName, 'resource'>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
  hint?: string;
};

type Copy = {
  /** Fields in pairs share a row from 560 px up. */
  rows: FieldSpec[][];
  submit: string;
  sending: string;
  success: (firstName: string, email: string) => string;
};

const name: FieldSpec = { name: 'name', label: 'Full name', autoComplete: 'name' };
const email: FieldSpec = {
  name: 'email',
  label: 'Work email',
  type: 'email',
  autoComplete: 'email',
};
const company: FieldSpec = { name: 'company', label: 'Company', autoComplete: 'organization' };
const role: FieldSpec = { name: 'role', label: 'Job title', autoComplete: 'organization-title' };
const phone: FieldSpec = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  autoComplete: 'tel',
  optional: true,
  hint: 'Include the country code if you are outside the US.',
};

/** What each lead form asks and says. */
export const LEAD_COPY: Record<LeadFormId, Copy> = {
  contactUs: {
    rows: [
      [name, email],
      [company, role],
      [phone],
      [{ name: 'message', label: 'How can we help?', autoComplete: 'off', multiline: true }],
    ],
    submit: 'Send message',
    sending: 'Sending…',
    success: (first, to) => `Thanks, ${first}. Your message is with our team and we will reply to ${to}.`,
  },
  getStartedNew: {
    rows: [
      [name, email],
      [company, role],
      [phone],
      [
        {
          name: 'message',
          label: 'Which roles are you hiring for?',
          autoComplete: 'off',
          multiline: true,
          optional: true,
        },
      ],
    ],
    submit: 'Get started',
    sending: 'Sending…',
    success: (first, to) =>
      `Thanks, ${first}. A hiring specialist will email ${to} to set up your workspace.`,
  },
  freeTemplateDownload: {
    rows: [
      [name, email],
      [company, role],
    ],
    submit: 'Download template',
    sending: 'Preparing your download…',
    success: (first) => `Thanks, ${first}. Your download has started.`,
  },
  sourcingWaitlist: {
    rows: [
      [name, email],
      [company, role],
      [
        {
          name: 'message',
          label: 'Which roles do you source for?',
          autoComplete: 'off',
          multiline: true,
          optional: true,
        },
      ],
    ],
    submit: 'Join the waitlist',
    sending: 'Joining…',
    success: (first, to) =>
      `You're on the list, ${first}. We will email ${to} when your invitation is ready.`,
  },
};
