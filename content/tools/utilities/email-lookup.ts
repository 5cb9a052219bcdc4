import type { UtilityTool } from '../types';

export const emailLookup: UtilityTool = {
  slug: 'email-lookup',
  kind: 'email-lookup',
  family: 'utility',
  group: 'contact',
  name: 'Email address checker',
  title: 'Email Address Checker: Syntax, Typos, Free or Business Domain',
  description:
    'Check email addresses in your browser: syntax errors, typos like gmial.com, free vs business domains, disposable and role addresses. Bulk check 1,000 and export CSV.',
  lead: 'Paste one address or a list of up to 1,000 to catch typos and malformed addresses and see which are business, free, disposable or role addresses, without sending them anywhere.',
  summary: 'Catch email typos and tell business, free and disposable addresses apart.',
  keywords: [
    'email lookup',
    'email validator',
    'email verifier',
    'check email address',
    'business email',
    'disposable email',
    'bulk email check',
    'candidate email',
  ],
  method: [
    'Syntax is checked against the practical subset of RFC 5321 and 5322 that mail systems accept: at most 64 characters before the @ and 254 in all, no leading, trailing or doubled dots, only the characters allowed unquoted, and a domain of valid labels with a real top-level domain. Quoted local parts and IP-address domains are valid in the standard but refused almost everywhere, so they are reported as problems. Internationalised domains are converted to their ASCII (punycode) form first.',
    'The domain type comes from lists, not from the internet. About 15,000 free, consumer-ISP and disposable domains (the email-providers and disposable-email-domains open lists that this site also uses for its own forms) mark an address as free; a hand-curated list of about 100 well-known throwaway services marks it as disposable; any other domain is taken to be a business or organization domain. New throwaway services appear daily, so a domain missing from the lists is not proof of a real company.',
    'Typos are found by edit distance: a domain one or two letter changes (or one swap of neighbours) away from a common mail domain such as gmail.com or outlook.com is flagged, as are misspelled endings like .con. Plus tags (jane+jobs@) and, for Gmail, dots in the name are shown with the mailbox they actually reach, which is also how duplicates are found in a list. Because nothing leaves your browser, the mailbox is never contacted and MX records are not looked up.',
  ],
  faq: [
    {
      question: 'Does this check whether the mailbox exists?',
      answer:
        'No. Confirming a mailbox means looking up the domain’s mail servers and talking to them, which needs a server and shares the address with a third party. This tool runs entirely in your browser, so it catches what can be caught from the text itself: malformed addresses, likely typos, throwaway and role addresses, and duplicates. Sending a confirmation email is still the only sure test.',
    },
    {
      question: 'How do I tell a candidate’s personal email from a work email?',
      answer:
        'The domain type shows it: gmail.com, outlook.com, icloud.com and ISP domains such as comcast.net are free or personal; anything else is most likely an employer, school or organization. When sourcing, write to the address a candidate gave you and avoid their current employer’s work address for job offers.',
    },
    {
      question: 'What is a role address and why does it matter?',
      answer:
        'Addresses like info@, hr@, jobs@ or support@ reach a team or a shared inbox rather than one person. Use them for company contacts, but not as a candidate’s or employee’s personal address, and keep them out of outreach lists: they bounce or draw complaints more often.',
    },
    {
      question: 'Are jane+jobs@gmail.com and j.a.n.e@gmail.com real addresses?',
      answer:
        'Yes, and both reach jane@gmail.com: Gmail ignores dots in the name and anything after a plus. Outlook, iCloud, Proton and Fastmail also deliver plus-tagged mail to the main address. The checker shows the mailbox each address reaches and marks repeats in a list, which helps remove duplicate candidates.',
    },
    {
      question: 'Is my list uploaded?',
      answer:
        'No. The addresses are checked by code running in this page and the CSV is created in your browser. The only thing downloaded is the list of free mail domains, which is the same for everyone.',
    },
  ],
  related: ['phone-number-lookup', 'boolean-search-builder', 'password-generator', 'word-counter'],
  updated: '2026-11-22',
};
