import type { ComposeForm } from '../types';

const INTERVIEW = { key: 'mode', is: ['interview'] } as const;
const SUPPORT = { key: 'mode', is: ['support'] } as const;
const EXPLAIN = { key: 'mode', is: ['explain'] } as const;

export const answerForm: ComposeForm = {
  id: 'answer',
  noun: 'answer',
  inputs: [
    {
      key: 'mode',
      type: 'select',
      label: 'Kind of answer',
      default: 'interview',
      options: [
        { value: 'interview', label: 'Interview answer (STAR)' },
        { value: 'support', label: 'Customer support reply' },
        { value: 'explain', label: 'Explain something to someone' },
      ],
    },
    // Interview (STAR)
    {
      key: 'question',
      type: 'text',
      label: 'Interview question',
      noun: 'the interview question',
      required: true,
      default: 'Tell me about a time you resolved a conflict on your team.',
      maxLength: 200,
      showWhen: INTERVIEW,
    },
    {
      key: 'situation',
      type: 'multiline',
      label: 'Situation: where, when, what was at stake',
      default:
        'Two senior engineers on my team disagreed about whether to delay our Q3 release\nThe launch date had already been shared with three enterprise customers',
      maxLength: 800,
      showWhen: INTERVIEW,
      help: 'Your own notes, one point per line. Anything you leave empty stays a [blank] to fill in.',
    },
    {
      key: 'task',
      type: 'multiline',
      label: 'Task: what you had to achieve',
      default:
        'As engineering manager, I had to get a decision within two days without losing either engineer’s trust',
      maxLength: 500,
      showWhen: INTERVIEW,
    },
    {
      key: 'action',
      type: 'multiline',
      label: 'Action: what you did, one step per line',
      default:
        'met each engineer separately to understand their concerns\nwrote up both options with the risks and costs side by side\nran a 30-minute decision meeting with the product lead',
      maxLength: 1000,
      showWhen: INTERVIEW,
      help: 'Steps starting with a past-tense verb (“met”, “wrote”) become “First, I met …”.',
    },
    {
      key: 'result',
      type: 'multiline',
      label: 'Result: what changed, with numbers if you have them',
      default: 'We shipped on time with one feature moved to Q4, and both engineers co-led the Q4 work',
      maxLength: 500,
      showWhen: INTERVIEW,
    },
    {
      key: 'lesson',
      type: 'text',
      label: 'What you learned',
      default: 'that disagreements get easier once the trade-offs are written down',
      maxLength: 200,
      showWhen: INTERVIEW,
      help: 'Written after “I learned”, so start in lower case.',
    },
    // Customer support
    {
      key: 'customerName',
      type: 'text',
      label: 'Customer’s name',
      default: 'Sam',
      maxLength: 80,
      width: 'half',
      showWhen: SUPPORT,
    },
    {
      key: 'agentName',
      type: 'text',
      label: 'Your name',
      default: 'Priya',
      maxLength: 80,
      width: 'half',
      showWhen: SUPPORT,
    },
    {
      key: 'company',
      type: 'text',
      label: 'Company',
      default: 'Northwind',
      maxLength: 80,
      width: 'half',
      showWhen: SUPPORT,
    },
    {
      key: 'supportTone',
      type: 'select',
      label: 'Tone',
      default: 'friendly',
      width: 'half',
      showWhen: SUPPORT,
      options: [
        { value: 'friendly', label: 'Friendly' },
        { value: 'formal', label: 'Formal' },
        { value: 'apologetic', label: 'Apologetic (something went wrong)' },
      ],
    },
    {
      key: 'issue',
      type: 'text',
      label: 'What the customer asked about',
      noun: 'what the customer asked about',
      required: true,
      default: 'exporting candidate data to a spreadsheet',
      maxLength: 200,
      showWhen: SUPPORT,
      help: 'Written after “your question about”, so start in lower case.',
    },
    {
      key: 'answer',
      type: 'multiline',
      label: 'The answer or fix, one step per line',
      default:
        'Open the job and select Candidates\nChoose Export in the top-right menu\nPick CSV or Excel and the columns you need',
      maxLength: 1500,
      showWhen: SUPPORT,
      help: 'Two or more lines become numbered steps.',
    },
    {
      key: 'nextStep',
      type: 'text',
      label: 'Next step',
      default: 'If the Export option is missing, reply here and I will check your account permissions',
      maxLength: 300,
      showWhen: SUPPORT,
    },
    // Explain
    {
      key: 'concept',
      type: 'text',
      label: 'What to explain',
      noun: 'what to explain',
      required: true,
      default: 'structured interviews',
      maxLength: 120,
      showWhen: EXPLAIN,
    },
    {
      key: 'audience',
      type: 'select',
      label: 'Who it is for',
      default: 'hiring-manager',
      showWhen: EXPLAIN,
      options: [
        { value: 'hiring-manager', label: 'A hiring manager' },
        { value: 'new-hire', label: 'A new hire' },
        { value: 'candidate', label: 'A candidate' },
        { value: 'executive', label: 'An executive' },
        { value: 'beginner', label: 'Someone new to the subject' },
      ],
    },
    {
      key: 'whatItIs',
      type: 'multiline',
      label: 'What it is',
      default:
        'Every candidate for a role is asked the same questions, in the same order, and scored against the same rubric',
      maxLength: 600,
      showWhen: EXPLAIN,
    },
    {
      key: 'whyItMatters',
      type: 'multiline',
      label: 'Why it matters',
      default:
        'Structured interviews predict job performance better than unstructured ones\nThey make decisions easier to compare and to defend',
      maxLength: 600,
      showWhen: EXPLAIN,
    },
    {
      key: 'example',
      type: 'multiline',
      label: 'An example',
      default:
        'For a customer success role, every candidate answers “Tell me about a time you turned around an unhappy customer” and is scored from 1 to 4',
      maxLength: 600,
      showWhen: EXPLAIN,
    },
  ],
};
