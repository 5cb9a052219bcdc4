import '@/lib/zod-jitless';
import * as z from 'zod/mini';

/** What a nomination asks: the nominee fields the awards team reads, the category, who nominates and why. */
export const NOMINATION_MESSAGES = {
  nomineeName: 'Please enter the name of the person you nominate',
  nomineeLinkedIn:
    'Please enter a LinkedIn address such as https://www.linkedin.com/in/their-name, or leave it empty',
  category: 'Please choose a category',
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  reason: 'Please tell the panel in at least 30 characters why they deserve it',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, NOMINATION_MESSAGES.tooLong(max)));
const required = (message: string, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, NOMINATION_MESSAGES.tooLong(max)),
    );

export function nominationSchema(categories: readonly string[]) {
  return z.object({
    nomineeName: required(NOMINATION_MESSAGES.nomineeName, 100),
    nomineeRole: text(100),
    nomineeCompany: text(120),
    nomineeLinkedIn: z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/]+\/?$/i.test(value),
        NOMINATION_MESSAGES.nomineeLinkedIn,
      ),
    ),
    category: z.string().check(z.refine((value) => categories.includes(value), NOMINATION_MESSAGES.category)),
    name: required(NOMINATION_MESSAGES.name, 100),
    email: z.string().check(
      z.trim(),
      z.refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value), NOMINATION_MESSAGES.email),
    ),
    reason: z
      .string()
      .check(
        z.trim(),
        z.minLength(30, { error: NOMINATION_MESSAGES.reason, abort: true }),
        z.maxLength(2000, NOMINATION_MESSAGES.tooLong(2000)),
      ),
  });
}

export type Nomination = z.output<ReturnType<typeof nominationSchema>>;

/** Spreadsheet columns: the nominee under the field names the awards sheet already uses, the rest in words. */
export function nominationColumns(
  programme: string,
  forYear: number,
  value: Nomination,
): Record<string, string> {
  return {
    Programme: `${programme} ${forYear}`,
    Category: value.category,
    nomineeName: value.nomineeName,
    nomineeDesignation: value.nomineeRole,
    nomineeCompany: value.nomineeCompany,
    nomineeLinkedIn: value.nomineeLinkedIn,
    Name: value.name,
    Email: value.email,
    Reason: value.reason,
  };
}
