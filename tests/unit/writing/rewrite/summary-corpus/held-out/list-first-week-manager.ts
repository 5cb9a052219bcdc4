import type { ReferenceArticle } from '../types';

const text = `Your first week as a new manager

Becoming a manager for the first time is one of the biggest changes in a working life, and the first week sets the tone for what follows. The most useful thing you can do in that week is listen far more than you talk.

Most new managers feel they must prove themselves by making changes straight away. Resist that. Your team has been doing the work without you, and they know things about it that you do not. Changes made in the first week are usually fixes to problems you have misunderstood.

Here is what to do instead:
- Meet each person on your team one to one and ask what they enjoy, what gets in their way and what they want from a manager.
- Ask your own manager what success looks like for your team in six months, and write it down.
- Find out which decisions are now yours and which still need someone else's sign-off.
- Book a regular weekly slot with each team member and keep it, even when you are busy.
- Tell the team how you like to work, and ask them to tell you when something you do is not helping.

If you were promoted from within the team, the change is harder. Yesterday you were a colleague; today you decide who works on what. Say this out loud in your first team meeting. People respect a manager who names the awkwardness more than one who pretends it is not there.

Expect to feel less productive for a while. Your job is no longer to do the work but to help others do it, and that takes time to feel like real work. By the end of the first month, you should know your team well enough to make your first small change.`;

const main = 'The most useful thing you can do in that week is listen far more than you talk.';

export const listFirstWeekManager: ReferenceArticle = {
  id: 'list-first-week-manager',
  kind: 'advice piece with a title line and a list',
  text,
  main,
  key: [
    main,
    'Meet each person on your team one to one and ask what they enjoy, what gets in their way and what they want from a manager.',
    'Ask your own manager what success looks like for your team in six months, and write it down.',
    'If you were promoted from within the team, the change is harder.',
    'Your job is no longer to do the work but to help others do it, and that takes time to feel like real work.',
  ],
};
