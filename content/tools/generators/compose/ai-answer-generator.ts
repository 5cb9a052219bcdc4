import type { ComposerTool } from '../../types';

export const aiAnswerGenerator: ComposerTool = {
  slug: 'ai-answer-generator',
  kind: 'composer',
  composer: 'answer',
  family: 'generator',
  group: 'words',
  name: 'AI answer generator',
  title: 'AI Answer Generator: STAR Interview Answers and Support Replies',
  description:
    'Turn your notes into a structured answer: a STAR interview answer, a customer support reply or a plain explanation. Nothing is made up; gaps are marked to fill in.',
  lead: 'Give your own notes and get them shaped into a clear answer: STAR for interview questions, acknowledge-answer-next step for support, what-why-example for explanations.',
  summary: 'STAR interview answers, support replies and plain explanations, built only from your notes.',
  keywords: [
    'STAR method answer',
    'interview answer generator',
    'behavioral interview answers',
    'customer support reply',
    'customer service response template',
    'explain like I am new',
  ],
  method: [
    'The answer is built in your browser from your notes and a structure chosen for the job. An interview answer follows STAR: Situation (where, when, what was at stake), Task (what you had to achieve), Action (what you did, step by step) and Result (what changed), with what you learned at the end.',
    'Action steps that start with a past-tense verb (“met each engineer”) are written in the first person and put in order (“First, I met … Then I … Finally, I …”), because interviewers listen for what you did yourself. You also get a short version with the first point of each part, and a speaking time at about 150 words a minute.',
    'A support reply thanks the customer and names their question, gives your answer (two or more lines become numbered steps), then the next step and a sign-off. An explanation opens for the reader you choose, then sets out what it is, why it matters and an example.',
    'Nothing is invented: a part you leave empty becomes a [bracketed] prompt saying what belongs there, and tips point out what would make the answer stronger, such as a number in the result. Where the AI service is switched on, Write with AI drafts a version from the same notes, labelled as written by AI.',
  ],
  faq: [
    {
      question: 'What is the STAR method?',
      answer:
        'A way to answer behavioral interview questions (“Tell me about a time…”) with a complete story: the Situation, the Task you faced, the Actions you took and the Result. Spend the most time on the actions and the result; keep the situation to a sentence or two.',
    },
    {
      question: 'How long should a STAR answer be?',
      answer:
        'About one and a half to two minutes spoken, roughly 200 to 300 words. The generator shows the speaking time of the full answer and gives a short version of about 30 seconds for screening calls.',
    },
    {
      question: 'Why does the answer have blanks in brackets?',
      answer:
        'Because the tool only uses what you tell it. A [bracket] marks a part you have not given yet, such as the result, with a note on what belongs there. Fill it in from your own experience; an invented example tends to fall apart under follow-up questions.',
    },
    {
      question: 'What makes a good customer support reply?',
      answer:
        'Acknowledge the question in the customer’s words, answer it in steps they can follow, say what happens next and when, and sign off with a name. Apologize once when something went wrong, then focus on the fix.',
    },
  ],
  related: [
    'ai-email-generator',
    'ai-sentence-generator',
    'mock-interview',
    'resume-builder',
    'grammar-checker',
  ],
  updated: '2026-11-22',
};
