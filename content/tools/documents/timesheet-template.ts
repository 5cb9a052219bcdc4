import type { DocumentTool } from '../types';
import { companyAddress, companyName, SAMPLE } from './shared';

const day = (date: string, start: string, end: string, breakMinutes: string, notes = '') => ({
  date,
  start,
  end,
  breakMinutes,
  notes,
});

export const timesheetTemplate: DocumentTool = {
  slug: 'timesheet-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'Timesheet template',
  title: 'Timesheet Template: Free Weekly Timesheet with Overtime (Word, PDF)',
  description:
    'Enter start, end and break times and get a finished timesheet: daily hours, weekly overtime over 40 hours and gross pay, as Word or PDF.',
  lead: 'Type each day’s start, end and break, and the timesheet adds up the hours, splits out overtime and works out gross pay.',
  summary: 'A weekly or biweekly timesheet with daily hours, overtime and gross pay worked out.',
  keywords: ['time sheet', 'time card', 'weekly timesheet', 'hours worked', 'overtime timesheet'],
  document: {
    template: 'timesheet',
    noun: 'timesheet',
    fileStem: 'timesheet',
    fileNameField: 'employeeName',
    groups: [
      {
        title: 'Company',
        fields: [companyName('Company name', SAMPLE.company), companyAddress()],
      },
      {
        title: 'Employee',
        fields: [
          {
            key: 'employeeName',
            type: 'text',
            label: 'Employee name',
            default: 'Luis Romero',
            width: 'half',
          },
          {
            key: 'employeeId',
            type: 'text',
            label: 'Employee ID',
            optional: true,
            default: 'E-10482',
            width: 'half',
          },
          {
            key: 'jobTitle',
            type: 'text',
            label: 'Job title',
            optional: true,
            default: 'Operations Coordinator',
            width: 'half',
          },
          {
            key: 'department',
            type: 'text',
            label: 'Department',
            optional: true,
            default: 'Operations',
            width: 'half',
          },
          {
            key: 'supervisor',
            type: 'text',
            label: 'Supervisor',
            optional: true,
            default: 'Dana Whitfield',
            width: 'half',
          },
        ],
      },
      {
        title: 'Pay period',
        fields: [
          {
            key: 'periodStart',
            type: 'date',
            label: 'First day of the period',
            default: '2026-11-16',
            width: 'half',
            help: 'The first day of the workweek, which overtime is counted by.',
          },
          {
            key: 'period',
            type: 'select',
            label: 'Period length',
            display: 'segmented',
            default: 'weekly',
            width: 'half',
            options: [
              { value: 'weekly', label: 'One week' },
              { value: 'biweekly', label: 'Two weeks' },
            ],
          },
          {
            key: 'hourlyRate',
            type: 'money',
            label: 'Hourly rate',
            optional: true,
            default: '24.50',
            max: 10_000,
            width: 'half',
            help: 'Leave empty for hours only, without pay.',
          },
          {
            key: 'overtime',
            type: 'toggle',
            label: 'Count hours over 40 a week as overtime (time and a half)',
            default: true,
            help: 'The federal rule for non-exempt employees. Some states, California among them, also count daily overtime.',
          },
        ],
      },
      {
        title: 'Hours',
        fields: [
          {
            key: 'entries',
            type: 'rows',
            label: 'Days worked',
            rowName: 'day',
            minRows: 0,
            maxRows: 31,
            columns: [
              { key: 'date', label: 'Date', type: 'text', placeholder: '11/16' },
              { key: 'start', label: 'Start', type: 'text', placeholder: '9:00 AM' },
              { key: 'end', label: 'End', type: 'text', placeholder: '5:30 PM' },
              { key: 'breakMinutes', label: 'Unpaid break (minutes)', type: 'number', placeholder: '30' },
              { key: 'notes', label: 'Notes', type: 'text' },
            ],
            blank: { date: '', start: '', end: '', breakMinutes: '', notes: '' },
            default: [
              day('11/16/2026', '8:30 AM', '5:30 PM', '30'),
              day('11/17/2026', '8:30 AM', '5:30 PM', '30'),
              day('11/18/2026', '8:30 AM', '6:00 PM', '30', 'Inventory count'),
              day('11/19/2026', '8:30 AM', '5:30 PM', '30'),
              day('11/20/2026', '8:30 AM', '5:00 PM', '30'),
            ],
            help: 'Times like 9:00 AM or 17:30. An end earlier than the start is a shift past midnight.',
          },
          {
            key: 'comments',
            type: 'text',
            label: 'Comments',
            multiline: true,
            optional: true,
            default: '',
            placeholder: 'Covered the Saturday delivery for A. Patel.',
          },
        ],
      },
    ],
  },
  method: [
    'Enter the pay period and a row for each day worked: the date, the start and end times and the unpaid break in minutes. The timesheet works out each day’s hours as end minus start minus the break, adds them up by workweek and, with a rate, the gross pay. The preview follows as you type; what you type stays in this browser. Download Word or PDF for signatures, or print it.',
    'Overtime follows the Fair Labor Standards Act: for non-exempt employees, hours over 40 in a workweek are paid at one and a half times the regular rate. Hours are totaled per workweek, never averaged over two weeks, which is why a two-week period shows each week on its own line. The workweek starts on the first day of the period you choose; keep it fixed, since an employer may not shift it to avoid overtime.',
    'A shift whose end is earlier than its start runs past midnight: 10:00 PM to 6:30 AM is 8.5 hours, before the break, and counts on the day it starts. Times that can’t be read, a date outside the period or a break as long as the shift are listed in a note and left out of the totals, so a typo never turns into a wrong paycheck.',
    'Daily hours are shown to two decimals (7.75 hours is 7 hours 45 minutes) and pay is rounded to the cent. The gross pay is before taxes and deductions, and the regular rate assumes no bonuses or shift differentials, which the FLSA requires you to fold into the overtime rate. Some states add daily overtime or higher rates (California among them); check your state’s rules. This is general guidance, not legal advice.',
  ],
  faq: [
    {
      question: 'How do I calculate hours worked from start and end times?',
      answer:
        'Subtract the start time from the end time and take off any unpaid break. From 8:30 AM to 5:30 PM is 9 hours; with a 30-minute unpaid lunch, 8.5 hours. Convert minutes to decimal hours by dividing by 60 (45 minutes is 0.75 hours) before multiplying by the hourly rate.',
    },
    {
      question: 'When does overtime start?',
      answer:
        'Under the Fair Labor Standards Act, a non-exempt employee earns overtime for hours over 40 in a single workweek, at one and a half times the regular rate. The workweek is a fixed, recurring period of 168 hours that the employer sets. Hours can’t be averaged across two weeks. Some states also require overtime after a number of hours in one day, California being the best-known example.',
    },
    {
      question: 'Are breaks counted as hours worked?',
      answer:
        'Under federal rules, short rest breaks (typically 5 to 20 minutes) are paid and count as hours worked. A bona fide meal period, usually 30 minutes or more in which the employee is fully relieved of duty, is unpaid and doesn’t count. Enter only unpaid breaks in the break column. Several states require meal or rest breaks; check yours.',
    },
    {
      question: 'How do I record a night shift that ends after midnight?',
      answer:
        'Write the real start and end times on the day the shift starts: 10:00 PM to 6:30 AM. The timesheet sees that the end is earlier than the start, adds the hours past midnight to that day and marks the end as the next day.',
    },
    {
      question: 'How long do employers have to keep timesheets?',
      answer:
        'Under the FLSA, payroll records must be kept for at least three years, and the time cards and schedules that wages are computed from for at least two. Many states require longer, so many employers keep them for the longest period that applies.',
    },
  ],
  related: [
    'paycheck-calculator',
    'meeting-agenda-template',
    'memo-template',
    'offer-letter-generator',
    'leave-policy-generator',
  ],
  updated: '2026-11-22',
};
