import type { ErrorCase } from './types';

export const articlesAndNouns: ErrorCase[] = [
  {
    class: 'articles',
    text: 'She is a experienced recruiter.',
    flags: ['a'],
    corrected: 'She is an experienced recruiter.',
  },
  {
    class: 'articles',
    text: 'We need an new hire by June.',
    flags: ['an'],
    corrected: 'We need a new hire by June.',
  },
  {
    class: 'articles',
    text: 'He has a MBA from a good school.',
    flags: ['a'],
    corrected: 'He has an MBA from a good school.',
  },
  {
    class: 'articles',
    text: 'It was an useful meeting.',
    flags: ['an'],
    corrected: 'It was a useful meeting.',
  },
  {
    class: 'articles',
    text: 'Please send me a update on the offer.',
    flags: ['a'],
    corrected: 'Please send me an update on the offer.',
  },
  {
    class: 'articles',
    text: 'It takes a hour to finish the test.',
    flags: ['a'],
    corrected: 'It takes an hour to finish the test.',
  },
  {
    class: 'articles',
    text: 'She is an university graduate.',
    flags: ['an'],
    corrected: 'She is a university graduate.',
  },
  {
    class: 'articles',
    text: 'The role includes an one-week onboarding.',
    flags: ['an'],
    corrected: 'The role includes a one-week onboarding.',
  },
  {
    class: 'articles',
    text: 'We interviewed a candidates yesterday.',
    flags: ['a'],
    corrected: 'We interviewed candidates yesterday.',
  },
  {
    class: 'articles',
    text: 'They sent an emails to all staff.',
    flags: ['an'],
    corrected: 'They sent emails to all staff.',
  },
  {
    class: 'articles',
    text: 'She is best candidate we have seen.',
    flags: ['is best'],
    corrected: 'She is the best candidate we have seen.',
  },
  { class: 'articles', text: 'We hired new engineer last week.', flags: ['hired new'] },
  {
    class: 'articles',
    text: 'This is a honest mistake.',
    flags: ['a'],
    corrected: 'This is an honest mistake.',
  },

  {
    class: 'uncountable nouns',
    text: 'Thank you for the informations.',
    flags: ['informations'],
    corrected: 'Thank you for the information.',
  },
  {
    class: 'uncountable nouns',
    text: 'She gave me some good advices.',
    flags: ['advices'],
    corrected: 'She gave me some good advice.',
  },
  {
    class: 'uncountable nouns',
    text: 'We bought new equipments for the office.',
    flags: ['equipments'],
    corrected: 'We bought new equipment for the office.',
  },
  {
    class: 'uncountable nouns',
    text: 'The furnitures arrived today.',
    flags: ['furnitures'],
    corrected: 'The furniture arrived today.',
  },
  {
    class: 'uncountable nouns',
    text: 'Please send me your feedbacks.',
    flags: ['feedbacks'],
    corrected: 'Please send me your feedback.',
  },
  {
    class: 'uncountable nouns',
    text: 'The team did a lot of researches.',
    flags: ['researches'],
    corrected: 'The team did a lot of research.',
  },
  { class: 'uncountable nouns', text: 'He has many knowledges of payroll.', flags: ['knowledges'] },
  { class: 'uncountable nouns', text: 'The new softwares are installed.', flags: ['softwares'] },
  {
    class: 'uncountable nouns',
    text: 'How much candidates applied?',
    flags: ['much'],
    corrected: 'How many candidates applied?',
  },
  {
    class: 'confused words',
    text: 'We had less applicants this year.',
    flags: ['less'],
    corrected: 'We had fewer applicants this year.',
  },
];
