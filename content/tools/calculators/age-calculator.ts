import type { FormTool } from '../types';

export const ageCalculator: FormTool = {
  slug: 'age-calculator',
  kind: 'form',
  runner: 'age',
  family: 'calculator',
  group: 'everyday',
  name: 'Age calculator',
  title: 'Age Calculator: Exact Age in Years, Months, Days and Hours',
  description:
    'Find your exact age in years, months and days on any date, the total in months, weeks and days, the day you were born and your next birthday.',
  lead: 'Enter a date of birth to get the exact age today, or on any date you choose, and the days to the next birthday.',
  summary: 'Exact age in years, months and days, and the next birthday.',
  keywords: ['date of birth', 'how old', 'birthday', 'days between dates', 'chronological age'],
  resultTitle: 'Exact age',
  fields: [
    { key: 'birthDate', type: 'date', label: 'Date of birth', default: '1990-04-25', width: 'half' },
    {
      key: 'asOf',
      type: 'date',
      label: 'Age on',
      default: 'today',
      width: 'half',
      help: 'Today, or any other date.',
    },
    {
      key: 'birthTime',
      type: 'text',
      label: 'Time of birth (optional)',
      default: '',
      placeholder: '14:30',
      width: 'half',
      help: 'Adds hours to the age and to the birthday countdown.',
    },
    {
      key: 'asOfTime',
      type: 'text',
      label: 'Time on that day (optional)',
      default: '',
      placeholder: '09:00',
      width: 'half',
      help: 'Empty means the start of the day, 00:00.',
    },
    {
      key: 'leapDayRule',
      type: 'select',
      label: 'Born on 29 February? Count the birthday in other years on',
      default: 'feb28',
      options: [
        { value: 'feb28', label: '28 February' },
        { value: 'mar1', label: '1 March' },
      ],
    },
  ],
  method: [
    'Age is counted the way people count it: whole years first, then whole months since the last birthday, then the days since the last month mark. A day that a month does not have (31 January plus one month) counts as that month’s last day.',
    'Totals in months, weeks and days count every day between the two dates; the date of birth itself is day 0.',
    'With a time of birth the age goes down to hours: a day is only counted once the clock passes the time of birth, and the countdown runs to that time on the next birthday. Times are clock times in one place; a daylight-saving change in between is not counted.',
  ],
  faq: [
    {
      question: 'When does someone born on 29 February turn a year older?',
      answer:
        'In years without 29 February, most US uses (driving licences, for example) count the birthday on 28 February; the UK and some other places use 1 March. Choose either above.',
    },
    {
      question: 'Why does my age in days differ from other calculators by one?',
      answer:
        'Some count both the first and last day. This calculator counts the days between the dates, so a baby born yesterday is 1 day old.',
    },
    {
      question: 'Can I find the time between any two dates?',
      answer: 'Yes: enter the earlier date as the date of birth and the later one as the “age on” date.',
    },
  ],
  related: ['bmi-calculator', 'retirement-calculator', 'social-security-calculator', 'percentage-calculator'],
  updated: '2026-11-22',
};
