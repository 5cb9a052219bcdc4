import { asSentence, lines } from '../grammar';
import { pickLine, resolveLine, type Line } from '../line';
import { createRandom } from '@/lib/kit/random';
import { formatLongDate } from '@/lib/kit/date-format';
import { tidy, type Slots } from '../template';
import type { ComposeContext, ComposeEngine, ComposeValues, Draft, LetterParts } from '../types';
import { LETTER_TYPES, type LetterType } from './form';

type Tone = 'formal' | 'warm' | 'firm';

type LetterBank = {
  opening: Record<Tone, readonly Line[]>;
  /** Before the visitor's background sentences; empty for none. */
  detailsLead: readonly Line[];
  ask: Record<Tone, readonly Line[]>;
  closing: Record<Tone, readonly Line[]>;
};

/**
 * The wording of each letter type by tone. Slots: {subject}, {request}, {enclosures}, {deadline},
 * {organization}. The visitor's background lines go in between, as their own sentences.
 */
const BANKS: Record<LetterType, LetterBank> = {
  request: {
    opening: {
      formal: ['I am writing to make a formal request regarding {subject}.'],
      warm: ['I hope you are well. I am writing with a request about {subject}.'],
      firm: ['I am writing to request a decision on {subject}.'],
    },
    detailsLead: ['Some background:', 'For context:'],
    ask: {
      formal: [
        {
          text: 'Specifically, I am requesting {request}.',
          needs: ['request'],
          otherwise: 'I would be grateful for your consideration of this request.',
        },
      ],
      warm: [
        {
          text: 'What I am hoping for is {request}.',
          needs: ['request'],
          otherwise: 'I would really appreciate your support with this.',
        },
      ],
      firm: [
        {
          text: 'I am requesting {request}.',
          needs: ['request'],
          otherwise: 'I would ask for a decision on this request.',
        },
      ],
    },
    closing: {
      formal: ['Thank you for considering my request. I would be happy to discuss it at your convenience.'],
      warm: [
        'Thank you for taking the time to consider this. I am happy to talk it through whenever suits you.',
      ],
      firm: ['Thank you for your prompt attention to this request.'],
    },
  },
  complaint: {
    opening: {
      formal: ['I am writing to raise a formal complaint about {subject}.'],
      warm: ['I am writing because I am disappointed with {subject}, and I hope we can resolve it together.'],
      firm: ['I am writing to complain about {subject}, which I expect to be resolved promptly.'],
    },
    detailsLead: ['The facts are as follows:', 'What happened:'],
    ask: {
      formal: [
        {
          text: 'To resolve this matter, I request {request}.',
          needs: ['request'],
          otherwise: 'I would ask you to investigate and let me know how you will resolve this.',
        },
      ],
      warm: [
        {
          text: 'To put things right, I would ask for {request}.',
          needs: ['request'],
          otherwise: 'I would appreciate hearing how you plan to put things right.',
        },
      ],
      firm: [
        {
          text: 'To resolve this complaint, I require {request}.',
          needs: ['request'],
          otherwise: 'I require a full explanation and your proposal to resolve this complaint.',
        },
      ],
    },
    closing: {
      formal: ['I look forward to your response and to a satisfactory resolution.'],
      warm: ['I have valued our relationship and hope we can resolve this quickly.'],
      firm: ['If I do not receive a satisfactory response, I will consider taking the matter further.'],
    },
  },
  'thank-you': {
    opening: {
      formal: ['I am writing to thank you for {subject}.'],
      warm: ['I wanted to write to thank you, sincerely, for {subject}.'],
      firm: ['Please accept my thanks for {subject}.'],
    },
    detailsLead: ['In particular:'],
    ask: { formal: [], warm: [], firm: [] },
    closing: {
      formal: ['Thank you again for your support. It is greatly appreciated.'],
      warm: ['Thank you again. It meant a great deal, and I will not forget it.'],
      firm: ['Thank you again for your support.'],
    },
  },
  apology: {
    opening: {
      formal: ['Please accept my sincere apology for {subject}.'],
      warm: ['I am truly sorry for {subject}.'],
      firm: ['I apologize for {subject}.'],
    },
    detailsLead: ['I want to be clear about what happened:'],
    ask: {
      formal: [
        {
          text: 'To put this right, I will arrange {request}.',
          needs: ['request'],
          otherwise: 'I am taking steps to make sure it does not happen again.',
        },
      ],
      warm: [
        {
          text: 'To make this right, I will arrange {request}.',
          needs: ['request'],
          otherwise: 'I am doing everything I can to make sure it does not happen again.',
        },
      ],
      firm: [
        {
          text: 'To correct this, I will arrange {request}.',
          needs: ['request'],
          otherwise: 'I have taken steps to prevent a repeat.',
        },
      ],
    },
    closing: {
      formal: ['I regret any inconvenience this has caused and appreciate your understanding.'],
      warm: ['I value your trust and hope you will accept this apology.'],
      firm: ['Thank you for your patience while this is corrected.'],
    },
  },
  'cover-note': {
    opening: {
      formal: [
        {
          text: 'Please find enclosed {enclosures}, regarding {subject}.',
          needs: ['enclosures'],
          otherwise: 'Please find enclosed the documents regarding {subject}.',
        },
      ],
      warm: [
        {
          text: 'I am sending {enclosures} for {subject}.',
          needs: ['enclosures'],
          otherwise: 'I am sending the documents for {subject}.',
        },
      ],
      firm: [
        {
          text: 'Enclosed are {enclosures}, regarding {subject}.',
          needs: ['enclosures'],
          otherwise: 'Enclosed are the documents regarding {subject}.',
        },
      ],
    },
    detailsLead: ['Please note:'],
    ask: { formal: [], warm: [], firm: [] },
    closing: {
      formal: ['Please let me know if anything further is required.'],
      warm: ['If anything is missing or unclear, just let me know.'],
      firm: ['Please confirm receipt at your earliest convenience.'],
    },
  },
  'recommendation-request': {
    opening: {
      formal: [
        'I am writing to ask whether you would be willing to write a letter of recommendation for {subject}.',
      ],
      warm: [
        'I hope all is well. I am applying for {subject}, and I would be honored if you would write a letter of recommendation for me.',
      ],
      firm: ['I am writing to request a letter of recommendation for {subject}.'],
    },
    detailsLead: ['As a reminder of our work together:'],
    ask: {
      formal: [
        {
          text: 'If you agree, it would help most if the letter could speak to {request}.',
          needs: ['request'],
        },
      ],
      warm: [
        {
          text: 'If you are able to, it would mean a lot if the letter could mention {request}.',
          needs: ['request'],
        },
      ],
      firm: [{ text: 'The letter would be most useful if it addressed {request}.', needs: ['request'] }],
    },
    closing: {
      formal: ['I understand you are busy, and I would be grateful for your help either way.'],
      warm: ['I completely understand if the timing does not work, and thank you for considering it.'],
      firm: ['Thank you for considering this request.'],
    },
  },
};

const deadlineLine: Record<Tone, Line> = {
  formal: { text: 'I would be grateful for a reply by {deadline}.', needs: ['deadline'] },
  warm: { text: 'If possible, could you let me know by {deadline}?', needs: ['deadline'] },
  firm: { text: 'Please reply by {deadline}.', needs: ['deadline'] },
};

const enclosureLine: Line = { text: 'I have enclosed {enclosures}.', needs: ['enclosures'] };

const CLOSINGS: Record<Tone, readonly string[]> = {
  formal: ['Sincerely,', 'Yours sincerely,'],
  warm: ['Warm regards,', 'With thanks,'],
  firm: ['Sincerely,'],
};

const present = (items: (string | null | undefined)[]): string[] =>
  items.map((item) => item?.trim() ?? '').filter(Boolean);

export function composeLetter(values: ComposeValues, { variant, today }: ComposeContext): Draft {
  const type = (
    LETTER_TYPES.some((t) => t.value === values.letterType) ? values.letterType : 'request'
  ) as LetterType;
  const tone = (['formal', 'warm', 'firm'].includes(values.tone ?? '') ? values.tone : 'formal') as Tone;
  const bank = BANKS[type];
  const random = createRandom(`letter:${type}:${tone}:${variant}`);
  const slots: Slots = {
    subject: values.subject,
    request: values.request,
    enclosures: values.enclosures,
    deadline: values.deadline,
    organization: values.organization,
  };
  const blanks = { subject: 'What the letter is about' };
  const line = (choices: readonly Line[]) => pickLine(random, choices, slots, blanks);
  const resolve = (choice: Line) => resolveLine(choice, slots, blanks);

  const opening = line(bank.opening[tone]);
  const details = lines(values.details ?? '').map(asSentence);
  const lead = details.length > 1 ? line(bank.detailsLead) : null;
  const background = details.length ? [lead, ...details].filter(Boolean).join(' ') : '';
  const ask = present([
    line(bank.ask[tone]),
    type === 'cover-note' ? null : resolve(enclosureLine),
    type === 'thank-you' || type === 'apology' || type === 'cover-note' ? null : resolve(deadlineLine[tone]),
  ]).join(' ');
  const closingParagraph = line(bank.closing[tone]);
  const paragraphs = present([opening, background, ask, closingParagraph]).map(tidy);

  const senderName = values.senderName?.trim() || '[Your name]';
  const recipientName = values.recipientName?.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(values.date ?? '') ? (values.date as string) : today;
  const subject = values.subject?.trim();
  const parts: LetterParts = {
    sender: [senderName, ...lines(values.senderAddress ?? '')],
    date: formatLongDate(iso),
    isoDate: iso,
    recipient: present([
      recipientName || '[Recipient name]',
      values.recipientTitle,
      values.organization,
      ...lines(values.recipientAddress ?? ''),
    ]),
    subject: subject ? subject.charAt(0).toUpperCase() + subject.slice(1) : undefined,
    salutation: `Dear ${recipientName || '[Recipient name]'},`,
    paragraphs,
    closing: random.pick(CLOSINGS[tone]),
    signature: present([senderName, values.senderTitle]),
  };
  const body = [
    parts.sender.join('\n'),
    parts.date,
    parts.recipient.join('\n'),
    parts.subject ? `Re: ${parts.subject}` : '',
    parts.salutation,
    ...parts.paragraphs,
    `${parts.closing}\n\n${parts.signature.join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const label = LETTER_TYPES.find((t) => t.value === type)?.label ?? 'Letter';
  return { label, body, letter: parts };
}

const engine: ComposeEngine = {
  compose(values, context) {
    return { drafts: [composeLetter(values, context)], notes: [] };
  },
};

export default engine;
