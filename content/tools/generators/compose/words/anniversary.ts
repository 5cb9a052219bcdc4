import type { Line } from '@/lib/generators/compose/line';
import type { Relationship } from '@/lib/generators/compose/anniversary/form';
import type { AnniversaryWords, Bank, Tone } from '@/lib/generators/compose/anniversary/words';

/**
 * Slots: {first} (first name), {name}, {firsts} (first name possessive), {company}, {span}
 * ("five years"), {ordinal} ("fifth"), {phrase} ("half a decade"), {highlight}, {next} ("six").
 * Lines that need {company} fall back to "the team" wording when it is empty.
 */

/** Written to the employee (a manager, a colleague, a card). */
export const TO_THEM: Record<Tone, Bank> = {
  warm: {
    openings: [
      'Happy {ordinal} work anniversary, {first}!',
      'Happy work anniversary, {first}! {Span} already.',
      {
        text: '{First}, today marks {span} since you joined {company}.',
        needs: ['company'],
        otherwise: '{First}, today marks {span} since you joined the team.',
      },
      'Congratulations on {span}, {first}!',
    ],
    appreciation: [
      'Thank you for the care and good judgment you bring to the team every day.',
      'You make the people around you better, and it shows in everything we deliver.',
      'Your steady, thoughtful work does not go unnoticed.',
    ],
    highlight: [
      'I am especially grateful for your work {highlight}.',
      'Your work {highlight} made a real difference to all of us.',
      'Thank you especially for {highlight}.',
    ],
    closings: ['Here’s to year {next}!', 'I am excited for what comes next.', 'Here’s to many more.'],
  },
  formal: {
    openings: [
      {
        text: 'Congratulations on your {ordinal} anniversary with {company}, {first}.',
        needs: ['company'],
        otherwise: 'Congratulations on your {ordinal} work anniversary, {first}.',
      },
      'Congratulations on reaching {span} of service, {first}.',
      {
        text: '{First}, congratulations on {span} with {company}.',
        needs: ['company'],
        otherwise: '{First}, congratulations on {span} with us.',
      },
      'Please accept my congratulations on your {ordinal} work anniversary, {first}.',
    ],
    appreciation: [
      'Your dedication and professionalism are greatly appreciated.',
      'Thank you for your commitment and the high standards you set.',
      'Your contribution over this time has been significant, and it is recognized.',
    ],
    highlight: [
      'Your work {highlight} deserves particular recognition.',
      'I would like to recognize in particular your work {highlight}.',
    ],
    closings: [
      'With best wishes for the years ahead.',
      'I look forward to our continued work together.',
      'Thank you for all that you do.',
    ],
  },
  fun: {
    openings: [
      'Happy work-iversary, {first}! 🎉',
      '{Span} down, {first}, and you still laugh at our jokes. Impressive. 🎉',
      'Ding ding: {first} has hit {span}! 🥳',
      'Break out the cake: it’s {firsts} {ordinal} work anniversary! 🎂',
    ],
    appreciation: [
      'The team would be a lot less fun (and a lot less organized) without you.',
      'You make the hard days easier and the good days better.',
      'Thanks for being the person everyone wants on their project.',
    ],
    highlight: [
      'Still talking about you {highlight}. Legendary.',
      'Shout-out for {highlight}: absolute hero move.',
    ],
    closings: ['Here’s to year {next}! 🚀', 'Cake is mandatory. 🍰', 'On to the next adventure! 🙌'],
  },
};

/** Lines only a given sender writes. */
export const FROM: Record<Exclude<Relationship, 'company'>, Record<Tone, readonly Line[]>> = {
  manager: {
    warm: [
      'Having you on my team is one of the best parts of my job.',
      'I have learned a lot from working with you.',
    ],
    formal: ['It is a privilege to have you on my team.'],
    fun: ['Managing you is the easiest part of my job. Please do not tell anyone.'],
  },
  peer: {
    warm: ['Working alongside you makes every week better.', 'I am so glad we get to work together.'],
    formal: ['It is a pleasure to work alongside you.'],
    fun: ['Best desk neighbor, best project buddy, best GIF game.'],
  },
  'hr-card': {
    warm: [
      {
        text: 'Everyone at {company} is lucky to have you.',
        needs: ['company'],
        otherwise: 'We are lucky to have you.',
      },
    ],
    formal: [
      {
        text: 'On behalf of everyone at {company}, thank you.',
        needs: ['company'],
        otherwise: 'On behalf of the whole company, thank you.',
      },
    ],
    fun: [
      {
        text: '{Company} would not be the same without you.',
        needs: ['company'],
        otherwise: 'This place would not be the same without you.',
      },
    ],
  },
};

/** Written about the employee, to everyone. */
export const ABOUT_THEM: Record<Tone, Bank> = {
  warm: {
    openings: [
      {
        text: 'Please join me in congratulating {name} on {span} at {company}!',
        needs: ['company'],
        otherwise: 'Please join me in congratulating {name} on {span} with the team!',
      },
      'Today we celebrate {firsts} {ordinal} work anniversary!',
      {
        text: '{Span} ago today, {name} joined {company}.',
        needs: ['company'],
        otherwise: '{Span} ago today, {name} joined the team.',
      },
      'Happy {ordinal} work anniversary to {name}!',
    ],
    appreciation: [
      '{First} brings care and good judgment to everything, and the whole team is better for it.',
      '{First} is the colleague people go to when something needs doing well.',
      'Ask anyone who has worked with {first}: this team is better for it.',
    ],
    highlight: [
      '{Firsts} work {highlight} made a difference for all of us.',
      'Among many contributions, {first} is known for {highlight}.',
    ],
    closings: [
      'Drop {first} a note to say congratulations!',
      'Thank you, {first}, and here is to the next chapter.',
      'Here’s to many more, {first}!',
    ],
  },
  formal: {
    openings: [
      {
        text: 'We are pleased to recognize {name} on {span} of service with {company}.',
        needs: ['company'],
        otherwise: 'We are pleased to recognize {name} on {span} of service.',
      },
      'Today marks {firsts} {ordinal} work anniversary.',
      {
        text: 'Please join us in congratulating {name} on {span} with {company}.',
        needs: ['company'],
        otherwise: 'Please join us in congratulating {name} on {span} with the company.',
      },
    ],
    appreciation: [
      '{Firsts} dedication and professionalism have made a lasting contribution.',
      'Throughout this time, {first} has set a high standard for the whole organization.',
      '{Firsts} commitment has been valued by colleagues and clients alike.',
    ],
    highlight: [
      '{Firsts} work {highlight} deserves particular recognition.',
      'We recognize in particular {firsts} work {highlight}.',
    ],
    closings: [
      'Please join us in thanking {first} for this commitment.',
      'We look forward to the years ahead.',
      'Congratulations, {first}.',
    ],
  },
  fun: {
    openings: [
      '🎉 It’s {firsts} {ordinal} work anniversary! 🎉',
      'Big news: {name} just hit {span}! 🥳',
      {
        text: '{Span} at {company} and counting: congrats, {first}! 🎂',
        needs: ['company'],
        otherwise: '{Span} and counting: congrats, {first}! 🎂',
      },
      'Alert: {first} has officially been here {span}. 🚨',
    ],
    appreciation: [
      '{First} is the reason our team chat is both useful and funny.',
      'If you have ever been rescued by {first} on a deadline, you know.',
      'Legend status: confirmed.',
    ],
    highlight: ['Still in awe of {first} {highlight}.', 'Shout-out for {highlight}: absolute hero move.'],
    closings: [
      'Flood the thread with congratulations! 🙌',
      'Here’s to year {next}! 🚀',
      'Cake in the kitchen at 3. 🍰',
    ],
  },
};

/** The milestone's own sentence, by kind, for each voice. */
export const MILESTONE: Record<'you' | 'them', Record<'first' | 'milestone', readonly Line[]>> = {
  you: {
    first: [
      'Your first year has flown by, and you have made your mark already.',
      'It is hard to believe it has only been a year.',
    ],
    milestone: [
      '{Phrase} is a real milestone, and it deserves more than a quick message.',
      'Reaching {phrase} is something to be proud of.',
    ],
  },
  them: {
    first: [
      '{Firsts} first year has flown by, and the impact is already clear.',
      'It is hard to believe {first} joined only a year ago.',
    ],
    milestone: ['{Phrase} is a real milestone.', 'Reaching {phrase} is something to celebrate.'],
  },
};

export const ANNIVERSARY_WORDS: AnniversaryWords = {
  toThem: TO_THEM,
  aboutThem: ABOUT_THEM,
  from: FROM,
  milestone: MILESTONE,
};
