import type { BankQuestion } from '@/lib/surveys/spec';
import { ask, EXPERIENCED, SENIOR } from './competencies';

/**
 * Past-behavior questions (STAR: situation, task, action, result), three or more per competency.
 * Each opens with a real past event, never a hypothetical, and its probes dig for the candidate's
 * own actions and the measurable result.
 */
export const BEHAVIORAL: readonly BankQuestion[] = [
  ask(
    'communication',
    'beh-comm-audience',
    'Tell me about a time you had to explain something complex to someone without your background. How did you approach it?',
    ['How did you know they had understood?', 'What would you do differently next time?'],
  ),
  ask(
    'communication',
    'beh-comm-bad-news',
    'Describe a time you had to deliver news that someone did not want to hear.',
    ['How did you prepare for the conversation?', 'How did the other person react, and what happened next?'],
  ),
  ask(
    'communication',
    'beh-comm-misunderstanding',
    'Tell me about a misunderstanding at work that caused a problem. What was your part in it, and how was it resolved?',
    ['What did you change in how you communicate afterwards?'],
  ),
  ask(
    'problem-solving',
    'beh-prob-complex',
    'Tell me about the most difficult problem you solved in the last two years.',
    [
      'How did you work out what was really causing it?',
      'What other options did you consider, and why did you reject them?',
      'How did you know the problem was solved?',
    ],
  ),
  ask(
    'problem-solving',
    'beh-prob-data',
    'Describe a decision you made where the data was incomplete or pointed in different directions.',
    ['What did you do to reduce the uncertainty?', 'Looking back, was it the right call?'],
  ),
  ask(
    'problem-solving',
    'beh-prob-wrong',
    'Tell me about a time your first solution to a problem did not work.',
    ['How did you find out it was not working?', 'What did you try next?'],
  ),
  ask(
    'leadership',
    'beh-lead-informal',
    'Tell me about a time you led a piece of work without having formal authority over the people involved.',
    ['How did you get people to commit?', 'What would you do differently?'],
  ),
  ask(
    'leadership',
    'beh-lead-feedback',
    'Describe a time you had to give difficult feedback to someone on your team about their performance.',
    ['How did you prepare, and what exactly did you say?', 'What changed afterwards?'],
    EXPERIENCED,
  ),
  ask(
    'leadership',
    'beh-lead-change',
    'Tell me about a time you led a team through a significant change or a difficult period.',
    ['How did you explain the change and handle resistance?', 'How did you measure whether it worked?'],
    SENIOR,
  ),
  ask(
    'leadership',
    'beh-lead-develop',
    'Tell me about someone you helped develop. What did you do, and where are they now?',
    ['How did you decide what they needed?'],
    SENIOR,
  ),
  ask(
    'teamwork',
    'beh-team-disagree',
    'Tell me about a time you disagreed with a colleague about how to approach a piece of work.',
    [
      'How did you try to understand their point of view?',
      'How was it resolved, and how is your relationship with them now?',
    ],
  ),
  ask(
    'teamwork',
    'beh-team-help',
    'Describe a time you helped a teammate or another team succeed, even though it was not your responsibility.',
    ['What did that cost you in your own work, and how did you handle it?'],
  ),
  ask(
    'teamwork',
    'beh-team-cross',
    'Tell me about a project where you had to work closely with another team that had different priorities.',
    ['How did you find common ground?', 'What was the result?'],
  ),
  ask(
    'adaptability',
    'beh-adapt-change',
    'Tell me about a time your priorities or plans changed suddenly. What did you do?',
    ['What did you have to stop or drop?', 'How did you keep others informed?'],
  ),
  ask(
    'adaptability',
    'beh-adapt-learn',
    'Describe a time you had to learn something new quickly to get your work done.',
    ['How did you go about learning it?', 'How did you know you had learned enough to act?'],
  ),
  ask(
    'adaptability',
    'beh-adapt-ambiguity',
    'Tell me about a time you had to make progress on work where the goal or the requirements were unclear.',
    ['What did you do to get clarity?', 'What would you do differently?'],
  ),
  ask(
    'ownership',
    'beh-own-mistake',
    'Tell me about a mistake you made at work. What happened, and what did you do about it?',
    ['Who did you tell, and when?', 'What did you change so it would not happen again?'],
  ),
  ask(
    'ownership',
    'beh-own-initiative',
    'Describe a time you noticed a problem that was not yours to fix and decided to act on it.',
    ['Why did you decide to act rather than flag it?', 'What was the outcome?'],
  ),
  ask(
    'ownership',
    'beh-own-commitment',
    'Tell me about a time you realized you were going to miss a commitment you had made.',
    ['When and how did you tell the people affected?', 'What did you do to limit the impact?'],
  ),
  ask(
    'customer-focus',
    'beh-cust-difficult',
    'Tell me about a time you dealt with a customer or stakeholder who was unhappy with your work or your company.',
    ['What was the underlying need behind the complaint?', 'How did you follow up?'],
  ),
  ask(
    'customer-focus',
    'beh-cust-need',
    'Describe a time you found out that what a customer asked for was not what they actually needed.',
    ['How did you find out?', 'How did you handle the conversation with them?'],
  ),
  ask(
    'customer-focus',
    'beh-cust-improve',
    'Tell me about a change you made that improved things for your customers or internal users.',
    ['How did you know it was needed?', 'How did you measure the improvement?'],
  ),
  ask(
    'technical-depth',
    'beh-tech-decision',
    'Tell me about a technical decision you made as a {role} that you are proud of.',
    [
      'What alternatives did you consider, and what were the trade-offs?',
      'What would make you revisit that decision?',
    ],
  ),
  ask(
    'technical-depth',
    'beh-tech-hard',
    'Describe the most technically challenging piece of work you have done. What made it hard?',
    ['What exactly was your part?', 'What did you learn that you still use?'],
  ),
  ask(
    'technical-depth',
    'beh-tech-current',
    'Tell me about something new in your field that you learned recently and applied in your work.',
    ['How did you decide it was worth adopting?'],
  ),
  ask(
    'prioritization',
    'beh-prio-competing',
    'Tell me about a time you had more work than you could finish by the deadline. How did you decide what to do first?',
    ['Who did you involve in deciding?', 'What did you leave undone, and what happened?'],
  ),
  ask(
    'prioritization',
    'beh-prio-plan',
    'Describe the largest piece of work you planned from start to finish.',
    [
      'How did you break it down and track progress?',
      'What risk did you spot early, and what did you do about it?',
    ],
  ),
  ask('prioritization', 'beh-prio-no', 'Tell me about a time you pushed back on a request or a deadline.', [
    'How did you make your case?',
    'What was the outcome?',
  ]),
];
