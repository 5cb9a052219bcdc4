import '@/lib/zod-jitless';
import * as z from 'zod/mini';
import { businessEmailField } from '@/lib/email/email-field';

/** The trial email: empty, then format, then business domain, first failure shown. */
export const trialSignupSchema = z.object({ email: businessEmailField() });
export type TrialSignupValues = z.input<typeof trialSignupSchema>;
