import type { ReferenceArticle } from './types';

const text = `Version 5.2 of the Ledgerly app is out

Ledgerly 5.2, released today for iPhone, Android and the web, lets small businesses send invoices that customers can pay by card or bank transfer straight from the email. Until now, customers had to log in to a separate payment page, and many never did.

Paying from the invoice is the change our users asked for most. In our beta test with 2,000 businesses, invoices with the new Pay now button were paid on average nine days sooner. Card payments cost 1.9 percent per transaction and bank transfers are free; there is no monthly fee.

This release also brings:
- Recurring invoices, which go out automatically every week, month or year.
- Reminders that you can schedule before and after the due date, with your own wording.
- A cash-flow chart on the home screen that shows money expected in the next 30 days.
- Faster search across clients, invoices and receipts.

We have also fixed a bug that sometimes showed the wrong currency symbol on invoices to clients abroad. If you sent an invoice in a foreign currency since version 5.0, please check that it displays correctly; the amounts themselves were always right.

To turn on online payments, open Settings, choose Payments and connect your bank account. Verification usually takes one business day. The other features are available as soon as you update the app.

As always, thank you to everyone who sent feedback, especially the bakery owner in Leeds who emailed us eleven times about recurring invoices. We hope this makes your week easier.

Questions? Our support team answers within a day at help.ledgerly.com.`;

const main =
  'Ledgerly 5.2, released today for iPhone, Android and the web, lets small businesses send invoices that customers can pay by card or bank transfer straight from the email.';

export const titleReleaseNotes: ReferenceArticle = {
  id: 'title-release-notes',
  kind: 'release notes with a title line and a list',
  text,
  main,
  key: [
    main,
    'In our beta test with 2,000 businesses, invoices with the new Pay now button were paid on average nine days sooner.',
    'Card payments cost 1.9 percent per transaction and bank transfers are free; there is no monthly fee.',
    'To turn on online payments, open Settings, choose Payments and connect your bank account.',
  ],
};
