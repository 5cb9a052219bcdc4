import type { JdLists } from '@/lib/career/jd/generate';
import { FAMILIES } from './jd-families';
import { ROLES } from './jd-roles';

/** The job description generator's lists: its common roles and what each role family says. */
export const JD_LISTS: JdLists = { roles: ROLES, families: FAMILIES };
