import type { ReferenceArticle } from '../types';

const text = `What would you do with an extra ten weeks at home with a new baby?

From January 1, every employee who becomes a parent will get 26 weeks of parental leave on full pay, up from 16 weeks. The new policy applies equally to mothers, fathers and adoptive parents, and to anyone who has worked here for at least six months.

We made this change because the old policy was shaped around one parent staying home. In last year's survey, more than half of the fathers on our staff told us they had taken less leave than they wanted, because they worried about their careers or simply could not afford it. Equal leave on full pay takes both worries away.

You can take the leave in one block or split it into up to three blocks, as long as all of it is used before your child's second birthday. You will need to tell your manager at least eight weeks before each block starts, so that cover can be arranged.

If you are already on parental leave on January 1, you will get the extra weeks too. HR will contact everyone affected before the end of the month to update their return dates.

When you come back, you can work a four-day week on full pay for your first month. Many parents told us that the hardest part was not the leave itself but the sudden return to a full week, and we hope this makes the change gentler.

The full policy is in the staff handbook under Family and Leave. If you have questions, or want to talk through your own plans in confidence, book a time with the people team through the HR portal.

Congratulations in advance to everyone who will use it.`;

const main =
  'From January 1, every employee who becomes a parent will get 26 weeks of parental leave on full pay, up from 16 weeks.';

export const hookParentalLeave: ReferenceArticle = {
  id: 'hook-parental-leave',
  kind: 'policy announcement with a question first',
  text,
  main,
  key: [
    main,
    'The new policy applies equally to mothers, fathers and adoptive parents, and to anyone who has worked here for at least six months.',
    "You can take the leave in one block or split it into up to three blocks, as long as all of it is used before your child's second birthday.",
    'If you are already on parental leave on January 1, you will get the extra weeks too.',
    'When you come back, you can work a four-day week on full pay for your first month.',
  ],
};
