import type { DocumentTool } from '../types';
import { companyName } from './shared';

const figure = (measure: string, value: string, note: string) => ({ measure, value, note });

export const executiveSummaryTemplate: DocumentTool = {
  slug: 'executive-summary-template',
  kind: 'document',
  family: 'document',
  group: 'templates',
  name: 'Executive summary template',
  title: 'Executive Summary Template: Free One-Page Summary (Word, PDF)',
  description:
    'Write an executive summary for a project or proposal: the problem, the solution, key figures, your recommendation and next steps, as Word or PDF.',
  lead: 'Set out the problem, the solution, the numbers and what you recommend, and get an executive summary a busy reader can act on.',
  summary: 'A one-page executive summary with key figures, a recommendation and next steps.',
  keywords: [
    'executive summary example',
    'project summary',
    'proposal summary',
    'business case summary',
    'report summary',
  ],
  document: {
    template: 'executive-summary',
    noun: 'executive summary',
    fileStem: 'executive-summary',
    fileNameField: 'projectName',
    groups: [
      {
        title: 'About',
        fields: [
          companyName('Organization'),
          {
            key: 'projectName',
            type: 'text',
            label: 'Project or proposal',
            default: 'Structured interviews for all hourly hiring',
            maxLength: 120,
          },
          {
            key: 'subtitle',
            type: 'text',
            label: 'One-line summary',
            optional: true,
            default:
              'A proposal to cut time to hire and early turnover in Operations by standardizing how we interview.',
          },
          {
            key: 'preparedFor',
            type: 'text',
            label: 'Prepared for',
            optional: true,
            default: 'Executive leadership team',
            width: 'half',
          },
          {
            key: 'preparedBy',
            type: 'text',
            label: 'Prepared by',
            default: 'Michael Chen, Head of People',
            width: 'half',
          },
          {
            key: 'summaryDate',
            type: 'date',
            label: 'Date',
            noun: 'the date',
            default: 'today',
            width: 'half',
          },
          {
            key: 'order',
            type: 'select',
            label: 'Recommendation goes',
            display: 'segmented',
            default: 'bottomLine',
            width: 'half',
            options: [
              { value: 'bottomLine', label: 'First' },
              { value: 'end', label: 'After the figures' },
            ],
            help: 'First suits readers who decide; after suits readers who need convincing.',
          },
        ],
      },
      {
        title: 'Content',
        fields: [
          {
            key: 'problem',
            type: 'text',
            label: 'The problem',
            multiline: true,
            maxLength: 3000,
            default:
              'Operations hires 120 hourly employees a year, and 31% of them leave within 90 days. Each early leaver costs about $4,200 in recruiting, training and overtime to cover the gap. Interviews vary by manager, and half of the early leavers cite a mismatch between the job and what they were told.',
          },
          {
            key: 'solution',
            type: 'text',
            label: 'The proposed solution',
            multiline: true,
            maxLength: 3000,
            default:
              'Adopt a structured interview for every hourly role: the same job-related questions, a realistic preview of the shift, and a scoring guide, with a one-hour training for the 14 hiring managers. Run it in two sites for one quarter, then roll it out.',
          },
          {
            key: 'figures',
            type: 'rows',
            label: 'Key figures',
            optional: true,
            rowName: 'figure',
            minRows: 0,
            maxRows: 12,
            columns: [
              { key: 'measure', label: 'Measure', type: 'text' },
              { key: 'value', label: 'Figure', type: 'text' },
              { key: 'note', label: 'Note', type: 'text' },
            ],
            blank: { measure: '', value: '', note: '' },
            default: [
              figure('Early turnover today', '31%', 'Leavers within 90 days, last 12 months'),
              figure('Target early turnover', '20%', 'After a two-site pilot'),
              figure('Annual saving at target', '$55,000', '13 fewer early leavers at $4,200 each'),
              figure('Cost to implement', '$12,000', 'Training, scoring guides and pilot time'),
            ],
          },
          {
            key: 'recommendation',
            type: 'text',
            label: 'Recommendation',
            multiline: true,
            maxLength: 2000,
            default:
              'Approve a one-quarter pilot of structured interviews in the Oakland and Sacramento sites, with a decision on company-wide rollout at the end of Q2.',
          },
          {
            key: 'nextSteps',
            type: 'rows',
            label: 'Next steps',
            optional: true,
            rowName: 'step',
            minRows: 0,
            maxRows: 12,
            columns: [
              { key: 'step', label: 'Step', type: 'text' },
              { key: 'owner', label: 'Owner', type: 'text' },
              { key: 'due', label: 'By', type: 'text' },
            ],
            blank: { step: '', owner: '', due: '' },
            default: [
              { step: 'Approve the pilot budget', owner: 'Leadership team', due: 'Dec 15' },
              { step: 'Train hiring managers at the pilot sites', owner: 'Michael Chen', due: 'Jan 16' },
              { step: 'Report pilot results', owner: 'Dana Whitfield', due: 'Apr 10' },
            ],
          },
        ],
      },
    ],
  },
  method: [
    'Name the project or proposal, then write the problem, the proposed solution and your recommendation in a few sentences each, and add the key figures and next steps as rows. The summary is laid out as you type with headings and tables, so it reads in under two minutes. Download Word or PDF, or copy the text into an email. What you type stays in this browser.',
    'An executive summary is for readers who may read nothing else, so each part answers one question: what is wrong and what it costs (the problem), what you propose (the solution), what the numbers say (key figures, each with its source or basis in the note), what you want decided (the recommendation) and who does what next. Putting the recommendation first, the “bottom line up front” style, suits decision-makers; after the figures suits a reader you still need to persuade.',
    'Make the figures specific and checkable (“31% of hourly hires leave within 90 days”, not “turnover is high”), and keep the recommendation to one decision with a date. A blank line in any text box starts a new paragraph.',
  ],
  faq: [
    {
      question: 'What should an executive summary include?',
      answer:
        'The problem or opportunity and why it matters now, the proposed solution, the key figures (cost, benefit, timing, risk), a clear recommendation, and the next steps with owners. It should stand on its own: a reader who sees only the summary should know what you are asking for and why.',
    },
    {
      question: 'How long should an executive summary be?',
      answer:
        'One page for most proposals and projects; for a long report, about 5 to 10% of its length, and rarely more than two pages. If it runs longer, move the detail into the report and keep only what a decision needs.',
    },
    {
      question: 'Should the recommendation come first or last?',
      answer:
        'For senior readers who decide, first: they want the answer, then the reasons. For a skeptical audience or a complex case, after the problem and the figures, so the argument leads to it. This template lets you choose.',
    },
    {
      question: 'What is the difference between an executive summary and an abstract?',
      answer:
        'An abstract describes what a paper covers, usually for researchers deciding whether to read it. An executive summary condenses the findings and recommendation for a decision-maker, including what it costs and what happens next.',
    },
  ],
  related: ['one-pager-template', 'memo-template', 'meeting-agenda-template', 'roi-calculator'],
  updated: '2026-11-22',
};
