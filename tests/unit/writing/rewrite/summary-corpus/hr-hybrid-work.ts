import type { ReferenceArticle } from './types';

const text = `Hi everyone, I hope you all had a restful long weekend and that nobody got too sunburned at the company picnic.

Starting on June 1, every employee may work from home up to three days a week, as long as their team agrees on two shared office days. This replaces the current pilot, which allowed one remote day and required manager approval each time. We are making the change because the pilot showed that people on hybrid schedules were just as productive and reported less stress.

Each team will choose its two office days by May 15 and record them in the staff portal. Managers should make sure that meetings which need everyone in the room fall on those days. If your role requires you on site, such as reception, the warehouse or the lab, your schedule does not change, and your manager will talk with you about other kinds of flexibility.

To work from home you need a quiet space and a reliable internet connection. The company will pay a monthly allowance of 40 dollars toward internet costs, and you can borrow a monitor and a chair from the office. Please fill in the short home-office checklist in the portal before your first remote day, so IT can make sure your laptop has the right security settings.

Desks in the office will move to a booking system, since fewer people will be in on any given day. You can reserve a desk up to two weeks ahead, and each team will have a block of desks near each other on its shared days.

We know some of you have questions. HR will hold two open sessions next week, on Tuesday at 10 and Thursday at 3, and the full policy is in the handbook under Flexible Work.

Thanks, and see you on your office days!

Maria Gomez, Head of People`;

const main =
  'Starting on June 1, every employee may work from home up to three days a week, as long as their team agrees on two shared office days.';

export const hrHybridWork: ReferenceArticle = {
  id: 'hr-hybrid-work',
  kind: 'HR policy announcement',
  text,
  main,
  key: [
    main,
    'This replaces the current pilot, which allowed one remote day and required manager approval each time.',
    'Each team will choose its two office days by May 15 and record them in the staff portal.',
    'The company will pay a monthly allowance of 40 dollars toward internet costs, and you can borrow a monitor and a chair from the office.',
    'Desks in the office will move to a booking system, since fewer people will be in on any given day.',
  ],
};
