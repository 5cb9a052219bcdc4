import type { UtilityTool } from '../types';

export const phoneNumberLookup: UtilityTool = {
  slug: 'phone-number-lookup',
  kind: 'phone-lookup',
  family: 'utility',
  group: 'contact',
  name: 'Phone number lookup',
  title: 'Phone Number Lookup: Validate, Format and Find the Number Type',
  description:
    'Check whether a phone number is valid for its country, see if it is mobile, landline, toll free or VoIP, and get E.164 and international formats. Private, in-browser.',
  lead: 'Type a phone number to see whether it is valid, which country it belongs to, whether it is mobile, landline, toll free or VoIP, and how to write it in every standard format.',
  summary: 'Validate any phone number and get its type, country and E.164 format.',
  keywords: [
    'phone number validator',
    'phone number format',
    'e164',
    'international format',
    'mobile or landline',
    'candidate phone number',
    'libphonenumber',
  ],
  method: [
    'The check runs in your browser with libphonenumber-js, a port of Google’s libphonenumber, using its full metadata: the numbering plan of every country and territory, with the length of its numbers and the ranges assigned to mobile, fixed-line, toll-free, premium-rate, VoIP and other types. The data (about 65 KB compressed) loads the first time you use the tool.',
    'A number without a + is read as a number dialled in the country you choose; with a + and a calling code, the code decides the country. The tool then tells you whether the length is possible for that country, whether the number falls in an assigned range (valid), and its type. Formats (E.164, international, national and a tel: link) are shown only for a valid number; for an invalid one the tool says why it is invalid and which digits it read, so a number that cannot be dialled is never offered in a form that looks ready to copy. In the US and Canada mobile and landline numbers share the same ranges, so they show as “fixed line or mobile”.',
    'Nothing is sent anywhere, so nothing is looked up either: the tool cannot see who owns a number, its current carrier (numbers are ported between carriers), or whether it is connected. A valid number is one that could exist, not one that is known to be in use.',
  ],
  faq: [
    {
      question: 'Can this tell me who a phone number belongs to?',
      answer:
        'No. The lookup uses numbering-plan data only and runs entirely in your browser, so it never queries a carrier or a people-search database. Reverse lookups of a person’s number raise privacy issues; in hiring, contact candidates only on the numbers they gave you.',
    },
    {
      question: 'What is E.164 and why store numbers that way?',
      answer:
        'E.164 is the international standard form: a +, the country calling code and the national number, with no spaces, such as +12015550123. Storing candidate and employee numbers this way in an ATS or HRIS keeps them unique and lets SMS and calling tools dial them from any country.',
    },
    {
      question: 'Why is a US number shown as “fixed line or mobile”?',
      answer:
        'In the North American Numbering Plan, mobile and landline numbers come from the same area codes and exchanges, so the digits cannot tell them apart. Only a live carrier lookup, which this tool does not do, could say which it is today.',
    },
    {
      question: 'What is the difference between possible and valid?',
      answer:
        'Possible means the number has a length used in that country. Valid means it also starts with digits assigned to a real range, such as a mobile prefix or an area code. A possible but not valid number usually has a mistyped area code or first digit.',
    },
  ],
  related: ['email-lookup', 'password-generator', 'boolean-search-builder', 'character-counter'],
  updated: '2026-11-22',
};
