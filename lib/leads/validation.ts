import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { businessEmailField } from '@/lib/email/email-field';

/** Field messages of the lead forms; the email field uses the trial form's messages, so one address gets one answer everywhere. */
export const LEAD_MESSAGES = {
  name: 'Please enter your name',
  company: 'Please enter your company name',
  role: 'Please enter your role',
  phone: 'Please enter a valid phone number, for example +1 415 555 0134',
  message: 'Please tell us how we can help',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

export const LEAD_LIMITS = { name: 100, company: 120, role: 100, phone: 30, message: 2000 } as const;

/** Digits with the usual separators, 7 to 15 digits (E.164 allows 15). */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().\-/]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

const required = (message: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, LEAD_MESSAGES.tooLong(max)),
    );

const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, LEAD_MESSAGES.tooLong(max)));

const phone = z.string().check(
  z.trim(),
  z.maxLength(LEAD_LIMITS.phone, { error: LEAD_MESSAGES.phone, abort: true }),
  z.refine((value) => value === '' || isPlausiblePhone(value), LEAD_MESSAGES.phone),
);

/** Name, business email, company and role, as every lead form asks. */
const contact = {
  name: required(LEAD_MESSAGES.name, LEAD_LIMITS.name),
  email: businessEmailField(),
  company: required(LEAD_MESSAGES.company, LEAD_LIMITS.company),
  role: required(LEAD_MESSAGES.role, LEAD_LIMITS.role),
};

export const leadSchemas = {
  contactUs: z.object({
    ...contact,
    phone,
    message: required(LEAD_MESSAGES.message, LEAD_LIMITS.message),
  }),
  getStartedNew: z.object({ ...contact, phone, message: optionalText(LEAD_LIMITS.message) }),
  freeTemplateDownload: z.object(contact),
  sourcingWaitlist: z.object({ ...contact, message: optionalText(LEAD_LIMITS.message) }),
} as const;
