import type { EmailLists } from '@/lib/utilities/email/classify';
import { DISPOSABLE_DOMAINS } from './disposable-domains';
import { ROLE_LOCAL_PARTS } from './role-addresses';

/** The email lookup's word lists: throwaway mail domains and role addresses. */
export const EMAIL_LISTS: EmailLists = { disposable: DISPOSABLE_DOMAINS, roles: ROLE_LOCAL_PARTS };
