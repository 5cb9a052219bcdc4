import type { z } from 'zod';
import type { authorSchema } from './schema';

/** The guest author of the blog series (a fictional talent-acquisition leader; validated with each post). */
export const guestAuthor: z.input<typeof authorSchema> = {
  id: 'dana-whitcombe',
  name: 'Dana Whitcombe',
  role: 'VP of Talent Acquisition, Corvale Health',
  bio: 'Dana has led recruiting teams for fifteen years, from a 40-person startup to a 2,000-person healthcare services group, where she rebuilt hiring around skills and structured interviews. She writes this guest series on fair, fast hiring for the Quotient blog.',
};
