import type { ReferenceArticle } from './types';

const text = `Your library card questions, answered

From January 1, the city library is replacing its plastic cards with a digital card in the library app, and late fees on books are ending for good. Here are answers to the questions readers have been asking us.

Do I need to do anything now?
Not yet. Your current card keeps working until June 30. Sometime before then, download the library app, sign in with your card number and PIN, and the app will show your digital card.

What if I don't have a smartphone?
You can still get a printed card with a barcode at any branch for free. Staff can also look up your account with a photo ID.

Are late fees really gone?
Yes. Books and DVDs returned late will no longer be charged a daily fee, and any late fees already on your account will be cleared on January 1. The library found that fees brought in little money but kept thousands of people, many of them children, from borrowing at all.

So what stops people from keeping books forever?
If an item is more than 30 days overdue, your account will be paused until you return it or pay for a replacement. You will get reminders by email or text before that happens.

Will the app track what I read?
The app keeps your borrowing history only if you switch that feature on. The library does not share records with anyone without a court order.

Why is this happening?
Plastic cards cost the library about 40,000 dollars a year to print and replace. The digital card also lets you borrow e-books and reserve study rooms from the same app.

Where can I get help?
Every branch will have drop-in help sessions on Saturday mornings in December.`;

const main =
  'From January 1, the city library is replacing its plastic cards with a digital card in the library app, and late fees on books are ending for good.';

export const faqLibraryCard: ReferenceArticle = {
  id: 'faq-library-card',
  kind: 'FAQ-style article with a title line',
  text,
  main,
  key: [
    main,
    'Your current card keeps working until June 30.',
    'You can still get a printed card with a barcode at any branch for free.',
    'Books and DVDs returned late will no longer be charged a daily fee, and any late fees already on your account will be cleared on January 1.',
    'If an item is more than 30 days overdue, your account will be paused until you return it or pay for a replacement.',
  ],
};
