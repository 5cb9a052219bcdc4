import type { BankQuestion } from '@/lib/surveys/spec';
import { ask, EXPERIENCED, SENIOR } from './competencies';

/**
 * Hypothetical scenarios set in the role (“imagine you are our new {role}…”). They suit
 * candidates with little directly relevant experience; probes change one detail of the scenario
 * to test how the reasoning holds up.
 */
export const SITUATIONAL: readonly BankQuestion[] = [
  ask(
    'communication',
    'sit-comm-exec',
    'Imagine you have five minutes with a senior leader to explain why an important piece of your work as {role} is late. How would you use them?',
    ['What would you say first?', 'What if they pushed back and asked for the original date anyway?'],
  ),
  ask(
    'communication',
    'sit-comm-email',
    'A colleague tells you that people on another team found your last update confusing and acted on the wrong information. What do you do?',
    ['How would you correct it without making things worse?', 'What would you change about future updates?'],
  ),
  ask(
    'communication',
    'sit-comm-meeting',
    'In a meeting, a quieter teammate has an idea you think is important, but they keep getting talked over. What would you do?',
    ['What would you do after the meeting?'],
  ),
  ask(
    'problem-solving',
    'sit-prob-metric',
    'Suppose a key result your team is responsible for drops by 20% over one week, with no obvious cause. How would you approach it?',
    ['What would you check first, and why?', 'Who would you tell, and when?'],
  ),
  ask(
    'problem-solving',
    'sit-prob-two-options',
    'You have to choose between two approaches: one is faster to deliver, the other is more robust but takes twice as long. How would you decide?',
    ['What information would you need?', 'What if your manager preferred the option you disagree with?'],
  ),
  ask(
    'problem-solving',
    'sit-prob-recurring',
    'A problem your team fixed last month has come back. What would you do?',
    ['How would you make sure it does not come back again?'],
  ),
  ask(
    'leadership',
    'sit-lead-underperform',
    'Imagine a member of your team has missed three deadlines in a row and others are starting to complain. What would you do?',
    ['What would you say in your first conversation with them?', 'What if nothing changed after a month?'],
    EXPERIENCED,
  ),
  ask(
    'leadership',
    'sit-lead-unpopular',
    'You have to put in place a decision from leadership that your team strongly disagrees with. How would you handle it?',
    ['What would you do if you also disagreed with it?'],
    EXPERIENCED,
  ),
  ask(
    'leadership',
    'sit-lead-vision',
    'Suppose you take over a team as {role} and find that its members do not agree on what the team is for. What would you do in your first 90 days?',
    ['How would you know you had succeeded?'],
    SENIOR,
  ),
  ask(
    'leadership',
    'sit-lead-informal',
    'You notice a project you are part of is drifting: no one owns the next step and the deadline is close. You are not the lead. What do you do?',
    ['How would you avoid stepping on the lead’s toes?'],
  ),
  ask(
    'teamwork',
    'sit-team-conflict',
    'Two colleagues you work closely with are in conflict, and it is slowing the work down. What would you do?',
    ['At what point would you involve your manager?'],
  ),
  ask(
    'teamwork',
    'sit-team-credit',
    'A colleague presents work you did together as their own in a meeting with senior leaders. How would you respond?',
    ['Would you say something in the meeting or afterwards, and why?'],
  ),
  ask(
    'teamwork',
    'sit-team-other-team',
    'Your work depends on another team that keeps missing its commitments to you. What would you do?',
    ['How would you raise it without damaging the relationship?'],
  ),
  ask(
    'adaptability',
    'sit-adapt-priorities',
    'Halfway through a project you are leading, the goal changes completely. What are your first steps?',
    ['How would you decide what to keep from the work already done?'],
  ),
  ask(
    'adaptability',
    'sit-adapt-tool',
    'Your team is adopting a new tool or process you think is worse than the current one. What would you do?',
    ['What would change your mind?'],
  ),
  ask(
    'adaptability',
    'sit-adapt-unknown',
    'In your first week as {role}, you are asked to deliver something in an area you know little about. How would you approach it?',
    ['Who would you go to, and what would you ask?'],
  ),
  ask(
    'ownership',
    'sit-own-mistake',
    'You discover that a mistake you made last week has caused a problem a customer has not noticed yet. What do you do?',
    ['Who would you tell, and in what order?'],
  ),
  ask(
    'ownership',
    'sit-own-gap',
    'You notice a recurring problem that everyone complains about but nobody owns. What would you do?',
    ['How would you fit it in alongside your own work?'],
  ),
  ask(
    'ownership',
    'sit-own-deadline',
    'Two days before a deadline, you realize you will not finish on time. What do you do?',
    ['What would you tell the person expecting the work?'],
  ),
  ask(
    'customer-focus',
    'sit-cust-angry',
    'A long-standing customer contacts you, angry about a problem that was caused by another team. How would you handle it?',
    ['What would you promise them, and what would you avoid promising?'],
  ),
  ask(
    'customer-focus',
    'sit-cust-request',
    'A customer asks for something that would help them but that goes against company policy. What would you do?',
    ['How would you explain your answer to them?'],
  ),
  ask(
    'customer-focus',
    'sit-cust-feedback',
    'Suppose you suspect that users are struggling with something your team built, but no one has complained. What would you do?',
    ['How would you find out for sure?'],
  ),
  ask(
    'technical-depth',
    'sit-tech-design',
    'Suppose you are asked to design or plan a core piece of work in your area as {role}. Walk me through how you would approach it.',
    ['What trade-offs would you expect to make?', 'What would you want to know before starting?'],
  ),
  ask(
    'technical-depth',
    'sit-tech-disagree',
    'A more senior colleague proposes a technical approach you believe is wrong. What do you do?',
    ['What evidence would you bring?', 'What if they still disagreed?'],
  ),
  ask(
    'technical-depth',
    'sit-tech-incident',
    'Something critical in your area fails outside working hours and you are the first to notice. What do you do?',
    ['What would you do once it was working again?'],
  ),
  ask(
    'prioritization',
    'sit-prio-three',
    'Three stakeholders each tell you their request is the top priority, and you can only deliver one this week. What do you do?',
    ['How would you communicate your decision?'],
  ),
  ask(
    'prioritization',
    'sit-prio-urgent',
    'You are deep in important work when an urgent but smaller request arrives from your manager. How would you handle it?',
    ['What if this happened every day?'],
  ),
  ask(
    'prioritization',
    'sit-prio-first-month',
    'Imagine it is your first month as {role} and you have more things to fix than time. How would you decide where to start?',
    ['What would you deliberately leave alone?'],
  ),
];
