import type { EmailWords, PurposeBank, Tone } from '@/lib/generators/compose/email/words';
import type { EmailPurpose } from '@/lib/generators/compose/email/form';

/**
 * The wording of every email, by purpose and tone. Slots: {name} (greeting name), {company},
 * {companys} (its possessive),
 * {topic}, {when}, {about}, {sender}. A line that needs a slot is skipped when it is empty, so the
 * email stays complete instead of filling up with blanks; the greeting keeps a blank for a
 * missing name, since an email cannot go without one.
 */
export const EMAIL_BANKS: Record<EmailPurpose, PurposeBank> = {
  'interview-follow-up': {
    subjects: [
      { text: 'Thank you: {topic} interview', needs: ['topic'], otherwise: 'Thank you for your time today' },
      'Thank you for your time',
      {
        text: 'Following up on the {topic} interview',
        needs: ['topic'],
        otherwise: 'Following up on our interview',
      },
    ],
    opening: {
      formal: [
        {
          text: 'Thank you for taking the time to speak with me about the {topic} position.',
          needs: ['topic'],
          otherwise: 'Thank you for taking the time to speak with me.',
        },
        {
          text: 'I appreciated the opportunity to interview for the {topic} role.',
          needs: ['topic'],
          otherwise: 'I appreciated the opportunity to interview with you.',
        },
      ],
      friendly: [
        {
          text: 'Thank you for the great conversation about the {topic} role.',
          needs: ['topic'],
          otherwise: 'Thank you for the great conversation.',
        },
        {
          text: 'I really enjoyed talking with you about the {topic} role.',
          needs: ['topic'],
          otherwise: 'I really enjoyed our conversation.',
        },
      ],
      concise: [
        {
          text: 'Thank you for meeting with me about the {topic} role.',
          needs: ['topic'],
          otherwise: 'Thank you for meeting with me.',
        },
      ],
    },
    context: [
      {
        text: 'Learning more about the team’s priorities at {company} confirmed how much I would like to contribute.',
        needs: ['company'],
        otherwise: 'Learning more about the team’s priorities confirmed how much I would like to contribute.',
      },
      'Our conversation gave me a clear picture of what success in the first months would look like.',
      'If it would help, I am happy to share work samples or references.',
    ],
    pointsLead: 'A few things I wanted to add after our conversation:',
    close: {
      formal: [
        'Please let me know if I can provide any further information. I look forward to hearing about the next steps.',
      ],
      friendly: [
        'If anything else would be useful, just let me know. I look forward to hearing about next steps.',
      ],
      concise: ['I look forward to hearing about next steps.'],
    },
    signCompany: false,
  },
  'interview-invitation': {
    subjects: [
      {
        text: 'Interview invitation: {topic} at {company}',
        needs: ['topic', 'company'],
        otherwise: 'Interview invitation',
      },
      {
        text: 'Next step for the {topic} role',
        needs: ['topic'],
        otherwise: 'Next step in your application',
      },
      { text: 'Let’s talk: {topic} interview', needs: ['topic'], otherwise: 'Invitation to interview' },
    ],
    opening: {
      formal: [
        {
          text: 'Thank you for your application for the {topic} position at {company}. We would like to invite you to an interview.',
          needs: ['topic', 'company'],
          otherwise: 'Thank you for your application. We would like to invite you to an interview.',
        },
      ],
      friendly: [
        {
          text: 'Thanks for applying for the {topic} role. We enjoyed reading your application and would love to invite you to an interview.',
          needs: ['topic'],
          otherwise:
            'Thanks for applying. We enjoyed reading your application and would love to invite you to an interview.',
        },
        {
          text: 'Great news: we would like to invite you to interview for the {topic} role at {company}.',
          needs: ['topic', 'company'],
          otherwise: 'Great news: we would like to invite you to an interview.',
        },
      ],
      concise: [
        {
          text: 'We would like to invite you to interview for the {topic} role.',
          needs: ['topic'],
          otherwise: 'We would like to invite you to an interview.',
        },
      ],
    },
    context: [
      { text: 'We have set aside {when} for the conversation.', needs: ['when'] },
      'The interview is a chance for us to learn about your experience and for you to ask anything about the role and the team.',
      'If you need any adjustments to the interview format, let me know and we will arrange them.',
    ],
    pointsLead: 'Here is what to expect:',
    close: {
      formal: [
        {
          text: 'Please confirm whether {when} suits you, or suggest an alternative time.',
          needs: ['when'],
          otherwise: 'Please reply with a few times that suit you, and I will confirm the details.',
        },
      ],
      friendly: [
        {
          text: 'Does {when} work for you? If not, reply with a couple of times that do and we will find a slot.',
          needs: ['when'],
          otherwise: 'Reply with a couple of times that work for you and we will find a slot.',
        },
      ],
      concise: [
        {
          text: 'Please confirm {when} or suggest another time.',
          needs: ['when'],
          otherwise: 'Please reply with times that work for you.',
        },
      ],
    },
    signCompany: true,
  },
  rejection: {
    subjects: [
      { text: 'Your application for the {topic} role', needs: ['topic'], otherwise: 'Your application' },
      {
        text: 'Update on your {topic} application',
        needs: ['topic'],
        otherwise: 'An update on your application',
      },
      { text: 'Your application at {company}', needs: ['company'], otherwise: 'Thank you for your interest' },
    ],
    opening: {
      formal: [
        {
          text: 'Thank you for your interest in the {topic} position at {company} and for the time you invested in the process.',
          needs: ['topic', 'company'],
          otherwise:
            'Thank you for your interest in the position and for the time you invested in the process.',
        },
      ],
      friendly: [
        {
          text: 'Thank you for applying for the {topic} role and for the time you spent with us.',
          needs: ['topic'],
          otherwise: 'Thank you for applying and for the time you spent with us.',
        },
      ],
      concise: [
        {
          text: 'Thank you for applying for the {topic} role.',
          needs: ['topic'],
          otherwise: 'Thank you for your application.',
        },
      ],
    },
    context: [
      'After careful consideration, we have decided to move forward with other candidates whose experience more closely matches what the role needs right now.',
      'This was not an easy decision, and it is not a judgment of your potential.',
      'We would be glad to keep your details on file and contact you about future openings that fit your experience.',
    ],
    pointsLead: 'A few notes that may be useful:',
    close: {
      formal: ['We wish you every success in your search and thank you again for considering us.'],
      friendly: ['Thank you again, and best of luck with your search.'],
      concise: ['We wish you the best in your search.'],
    },
    signCompany: true,
  },
  offer: {
    subjects: [
      { text: 'Your offer: {topic} at {company}', needs: ['topic', 'company'], otherwise: 'Your job offer' },
      { text: 'Offer of employment: {topic}', needs: ['topic'], otherwise: 'Offer of employment' },
      {
        text: 'Welcome to {company}: your offer',
        needs: ['company'],
        otherwise: 'We would love you to join us',
      },
    ],
    opening: {
      formal: [
        {
          text: 'I am pleased to offer you the position of {topic} at {company}.',
          needs: ['topic', 'company'],
          otherwise: 'I am pleased to offer you the position we discussed.',
        },
      ],
      friendly: [
        {
          text: 'I am delighted to let you know that we would like to offer you the {topic} role at {company}.',
          needs: ['topic', 'company'],
          otherwise: 'I am delighted to let you know that we would like to offer you the role.',
        },
      ],
      concise: [
        {
          text: 'We are pleased to offer you the {topic} role.',
          needs: ['topic'],
          otherwise: 'We are pleased to offer you the role.',
        },
      ],
    },
    context: [
      {
        text: 'The proposed start date is {when}.',
        needs: ['when'],
        otherwise: 'We will agree on a start date that works for you.',
      },
      'Everyone you met was impressed by your experience and the way you approached the problems we discussed.',
      'Your formal offer letter with the full terms follows separately; this email does not replace it.',
    ],
    pointsLead: 'The main terms of the offer:',
    close: {
      formal: [
        'Please let me know if you have any questions. We would be grateful for your decision within five business days.',
      ],
      friendly: [
        'If you have any questions, I am happy to talk them through. We are excited about the prospect of you joining us.',
      ],
      concise: ['Please reply with any questions or your decision.'],
    },
    signCompany: true,
  },
  'reference-request': {
    subjects: [
      { text: 'Reference request for {about}', needs: ['about'], otherwise: 'Reference request' },
      {
        text: 'Could you share a reference for {about}?',
        needs: ['about'],
        otherwise: 'Could you share a reference?',
      },
      { text: 'Reference check: {topic} role', needs: ['topic'], otherwise: 'Reference check' },
    ],
    opening: {
      formal: [
        {
          text: '{About} has applied for the {topic} position at {company} and has named you as a reference.',
          needs: ['about', 'topic', 'company'],
          otherwise: 'A candidate for a position with us has named you as a reference.',
        },
      ],
      friendly: [
        {
          text: '{About} is a finalist for our {topic} role and mentioned you would be a great person to speak to.',
          needs: ['about', 'topic'],
          otherwise: 'One of our finalists mentioned you would be a great person to speak to.',
        },
      ],
      concise: [
        {
          text: '{About} has named you as a reference for the {topic} role.',
          needs: ['about', 'topic'],
          otherwise: 'A candidate of ours has named you as a reference.',
        },
      ],
    },
    context: [
      'Would you have 15 minutes for a short call, or prefer to answer a few questions by email?',
      'Anything you share will be used only for this hiring decision and kept confidential.',
      'We are particularly interested in how they work with others and where they grew during your time together.',
    ],
    pointsLead: 'The questions I would like to cover:',
    close: {
      formal: ['Please let me know a convenient time, and thank you in advance for your help.'],
      friendly: ['Just reply with a time that suits you. Thank you so much for helping.'],
      concise: ['Please reply with a time that works. Thank you.'],
    },
    signCompany: true,
  },
  'recruiting-outreach': {
    subjects: [
      {
        text: '{topic} opportunity at {company}',
        needs: ['topic', 'company'],
        otherwise: 'A role you may find interesting',
      },
      {
        text: 'Your experience and our {topic} role',
        needs: ['topic'],
        otherwise: 'Your experience caught my eye',
      },
      {
        text: 'Quick question about {companys} {topic} role',
        needs: ['companys', 'topic'],
        otherwise: 'Open to a quick conversation?',
      },
    ],
    opening: {
      formal: [
        {
          text: 'I am reaching out because your background aligns closely with a {topic} position we are hiring for at {company}.',
          needs: ['topic', 'company'],
          otherwise:
            'I am reaching out because your background aligns closely with a position we are hiring for.',
        },
      ],
      friendly: [
        {
          text: 'Your experience caught my eye, and I think you could be a great fit for the {topic} role we are hiring for at {company}.',
          needs: ['topic', 'company'],
          otherwise:
            'Your experience caught my eye, and I think you could be a great fit for a role we are hiring for.',
        },
      ],
      concise: [
        {
          text: 'I am hiring {aTopic} at {company} and your background stood out.',
          needs: ['aTopic', 'company'],
          otherwise: 'I am hiring for a role and your background stood out.',
        },
      ],
    },
    context: [
      'I know you may not be looking, so I will keep this short.',
      'I would be happy to share the salary range and the details of the team before you decide whether it is worth a conversation.',
      'Even if the timing is not right, I would value staying in touch.',
    ],
    pointsLead: 'Why it may interest you:',
    close: {
      formal: ['Would you be open to a 20-minute call this week or next?'],
      friendly: [
        'Would you be open to a quick 20-minute chat? If the timing is not right, no problem at all.',
      ],
      concise: ['Open to a 20-minute call?'],
    },
    signCompany: true,
  },
  'meeting-request': {
    subjects: [
      { text: 'Meeting request: {topic}', needs: ['topic'], otherwise: 'Meeting request' },
      { text: 'Time to discuss {topic}?', needs: ['topic'], otherwise: 'Do you have time to meet?' },
      {
        text: '{Topic}: can we meet {when}?',
        needs: ['topic', 'when'],
        otherwise: 'Can we find time to meet?',
      },
    ],
    opening: {
      formal: [
        {
          text: 'I would like to arrange a meeting to discuss {topic}.',
          needs: ['topic'],
          otherwise: 'I would like to arrange a short meeting.',
        },
      ],
      friendly: [
        {
          text: 'Could we find some time to talk about {topic}?',
          needs: ['topic'],
          otherwise: 'Could we find some time to talk?',
        },
      ],
      concise: [
        { text: 'Can we meet to discuss {topic}?', needs: ['topic'], otherwise: 'Can we meet briefly?' },
      ],
    },
    context: [
      {
        text: 'Would {when} work for you?',
        needs: ['when'],
        otherwise: 'Please let me know a few times that suit you this week.',
      },
      'I expect it to take about 30 minutes.',
      'I will send a short agenda beforehand so we can make the most of the time.',
    ],
    pointsLead: 'What I would like to cover:',
    close: {
      formal: [
        {
          text: 'If another time suits you better, please let me know and I will send an invitation.',
          needs: ['when'],
          otherwise: 'I will send an invitation as soon as we have agreed on a time.',
        },
      ],
      friendly: [
        {
          text: 'If another time is easier, just let me know and I will send an invite.',
          needs: ['when'],
          otherwise: 'I will send an invite once we have a time.',
        },
      ],
      concise: [
        {
          text: 'Happy to work around your calendar.',
          needs: ['when'],
          otherwise: 'I will send an invite once we agree on a time.',
        },
      ],
    },
    signCompany: true,
  },
  'thank-you': {
    subjects: [
      { text: 'Thank you for {topic}', needs: ['topic'], otherwise: 'Thank you' },
      'A quick thank-you',
      { text: 'Thanks again for {topic}', needs: ['topic'], otherwise: 'Thanks again' },
    ],
    opening: {
      formal: [
        {
          text: 'I wanted to thank you for {topic}.',
          needs: ['topic'],
          otherwise: 'I wanted to thank you for your help.',
        },
      ],
      friendly: [
        {
          text: 'Thank you so much for {topic}.',
          needs: ['topic'],
          otherwise: 'Thank you so much for your help.',
        },
        {
          text: 'I just wanted to say a big thank-you for {topic}.',
          needs: ['topic'],
          otherwise: 'I just wanted to say a big thank-you.',
        },
      ],
      concise: [{ text: 'Thank you for {topic}.', needs: ['topic'], otherwise: 'Thank you for your help.' }],
    },
    context: [
      'It made a real difference, and I appreciate the time you gave.',
      'It is a pleasure to work with people who are this generous with their time.',
    ],
    pointsLead: 'In particular:',
    close: {
      formal: ['Thank you again. Please let me know if I can return the favor.'],
      friendly: ['Thanks again, and let me know if I can ever return the favor.'],
      concise: ['Much appreciated.'],
    },
    signCompany: false,
  },
  reminder: {
    subjects: [
      { text: 'Reminder: {topic} due {when}', needs: ['topic', 'when'], otherwise: 'A friendly reminder' },
      { text: 'Reminder: {topic}', needs: ['topic'], otherwise: 'Quick reminder' },
      { text: 'Action needed by {when}', needs: ['when'], otherwise: 'Action needed' },
    ],
    opening: {
      formal: [
        {
          text: 'This is a reminder about {topic}, which is due {when}.',
          needs: ['topic', 'when'],
          otherwise: 'This is a reminder about the item we discussed.',
        },
      ],
      friendly: [
        {
          text: 'Just a friendly reminder that {topic} is due {when}.',
          needs: ['topic', 'when'],
          otherwise: 'Just a friendly reminder about the item we discussed.',
        },
      ],
      concise: [
        {
          text: 'Reminder: {topic} is due {when}.',
          needs: ['topic', 'when'],
          otherwise: 'A quick reminder about the item we discussed.',
        },
      ],
    },
    context: [
      'If it is already done, thank you, and please ignore this message.',
      'If anything is blocking you, let me know and we can work it out together.',
    ],
    pointsLead: 'What is needed:',
    close: {
      formal: ['Thank you for your attention to this.'],
      friendly: ['Thanks so much!'],
      concise: ['Thanks.'],
    },
    signCompany: true,
  },
  introduction: {
    subjects: [
      { text: 'Introduction: {sender}, {company}', needs: ['sender', 'company'], otherwise: 'Introduction' },
      { text: 'Hello from {company}', needs: ['company'], otherwise: 'Hello and introduction' },
      { text: 'Introducing myself: {topic}', needs: ['topic'], otherwise: 'Introducing myself' },
    ],
    opening: {
      formal: [
        {
          text: 'Allow me to introduce myself: I am {sender}, {senderRole} at {company}.',
          needs: ['sender', 'senderRole', 'company'],
          otherwise: 'Allow me to introduce myself.',
        },
      ],
      friendly: [
        {
          text: 'I am {sender}, {senderRole} at {company}, and I wanted to introduce myself.',
          needs: ['sender', 'senderRole', 'company'],
          otherwise: 'I wanted to take a moment to introduce myself.',
        },
      ],
      concise: [
        {
          text: 'I am {sender}, {senderRole} at {company}.',
          needs: ['sender', 'senderRole', 'company'],
          otherwise: 'A quick introduction.',
        },
      ],
    },
    context: [
      { text: 'I am reaching out about {topic}.', needs: ['topic'] },
      'I would welcome the chance to learn more about your priorities and how we might work together.',
    ],
    pointsLead: 'A little about what I do:',
    close: {
      formal: ['Would you be available for a brief call in the coming weeks?'],
      friendly: ['Would you be up for a quick call sometime in the next couple of weeks?'],
      concise: ['Open to a short call?'],
    },
    signCompany: true,
  },
};

/** Greetings and sign-offs by tone; {name} is the recipient's greeting name. */
export const GREETINGS: Record<Tone, readonly string[]> = {
  formal: ['Dear {name},'],
  friendly: ['Hi {name},', 'Hello {name},'],
  concise: ['Hi {name},'],
};

export const SIGN_OFFS: Record<Tone, readonly string[]> = {
  formal: ['Kind regards,', 'Best regards,', 'Sincerely,'],
  friendly: ['Best,', 'Thanks,', 'All the best,'],
  concise: ['Best,', 'Thanks,'],
};

export const EMAIL_WORDS: EmailWords = { banks: EMAIL_BANKS, greetings: GREETINGS, signOffs: SIGN_OFFS };
