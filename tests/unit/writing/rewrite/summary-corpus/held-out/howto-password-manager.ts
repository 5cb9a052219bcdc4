import type { ReferenceArticle } from '../types';

const text = `Reusing the same password on several sites is the single most common way accounts get broken into. When one site leaks its passwords, criminals try the same email and password on banks, shops and email providers within hours. A password manager solves this by creating and remembering a different strong password for every site, so you only have to remember one.

Setting one up takes about half an hour. First, choose a password manager. Most good ones cost between nothing and 40 a year, and they all work on phones and computers. Look for one that has had an independent security audit and that offers two-step login.

Next, create your master password. This is the one password you will still need to remember, so make it long rather than clever: four or five random words strung together are stronger than a short word with symbols, and much easier to recall. Write it on paper and keep that somewhere safe at home until you know it by heart.

Then turn on two-step login for the password manager itself. That way, even if someone learns your master password, they cannot open your vault without your phone.

Now add your accounts. Start with the ones that matter most: your email, your bank and any site that stores your card. For each one, log in, let the password manager generate a new password, and save it. Your email comes first because anyone who controls it can reset every other password you have.

You do not need to change everything in one evening. Each time you log in to a site over the next few weeks, let the manager replace the old password.

Finally, install the browser extension and the phone app, so that your passwords fill in wherever you are.`;

const main =
  'A password manager solves this by creating and remembering a different strong password for every site, so you only have to remember one.';

export const howtoPasswordManager: ReferenceArticle = {
  id: 'howto-password-manager',
  kind: 'how-to guide',
  text,
  main,
  key: [
    main,
    'Reusing the same password on several sites is the single most common way accounts get broken into.',
    'This is the one password you will still need to remember, so make it long rather than clever: four or five random words strung together are stronger than a short word with symbols, and much easier to recall.',
    'Then turn on two-step login for the password manager itself.',
    'Start with the ones that matter most: your email, your bank and any site that stores your card.',
  ],
};
