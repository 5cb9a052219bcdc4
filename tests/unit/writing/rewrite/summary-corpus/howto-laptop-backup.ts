import type { ReferenceArticle } from './types';

const text = `Three years ago my laptop slid off a café table in Lisbon, and with it went every photo from my daughter's first year. I still think about the sound it made on the tiles. I had meant to set up backups for months.

The simplest protection against losing your files is the 3-2-1 rule: keep three copies of your data, on two different kinds of storage, with one copy away from your home. It sounds like a lot of work, but with the right setup it takes about an hour once and then runs on its own.

Start with an external drive. Buy one at least twice the size of your laptop's storage, plug it in, and turn on the backup tool built into your computer: Time Machine on a Mac or File History on Windows. Both tools save changed files every hour and keep older versions, so you can also recover a document you overwrote by mistake.

Next, add a cloud backup for the off-site copy. Services such as Backblaze or iDrive cost a few dollars a month and upload your files in the background. The first upload can take several days on a slow connection, so leave the laptop on overnight for a while.

Finally, test your backups. Once every few months, pick a random file and restore it from each copy. A backup you have never restored is only a hope, not a plan.

Don't forget the files that don't live on your laptop. Photos on your phone, emails in a work account and documents shared with you by others may need their own backup, or at least an export once a year.

If all of this sounds like too much, do just the first step today. An external drive and the built-in tool already protect you from the most common disaster, which is a dead or lost laptop.`;

const main =
  'The simplest protection against losing your files is the 3-2-1 rule: keep three copies of your data, on two different kinds of storage, with one copy away from your home.';

export const howtoLaptopBackup: ReferenceArticle = {
  id: 'howto-laptop-backup',
  kind: 'blog how-to with a personal anecdote first',
  text,
  main,
  key: [
    main,
    "Buy one at least twice the size of your laptop's storage, plug it in, and turn on the backup tool built into your computer: Time Machine on a Mac or File History on Windows.",
    'Next, add a cloud backup for the off-site copy.',
    'Once every few months, pick a random file and restore it from each copy.',
  ],
};
