import type { Inline } from '@/lib/downloads/document';
import {
  addressBlock,
  fragment,
  joinWords,
  letter,
  letterheadFrom,
  paragraph,
  rich,
  signLine,
  signOff,
  stop,
  strong,
} from '@/lib/documents/letter';
import { formatMoney } from '@/lib/documents/read';
import type { DocumentTemplate } from '@/lib/documents/template';
import { capitalize, countWord } from '@/lib/documents/words';

const PRICE_WORDS: Record<string, string> = {
  acquisition: 'for a purchase price of',
  partnership: 'with an expected value of',
  services: 'with an expected contract value of',
};

/** A business letter of intent: non-binding deal terms, binding protective clauses, signatures. */
const letterOfIntent: DocumentTemplate = {
  render({ read, today }) {
    const company = read.need('companyName');
    const companyText = read.text('companyName');
    const other = read.need('recipientCompany');
    const otherText = read.text('recipientCompany');
    const recipient = read.text('recipientName');
    const price = read.amount('price');
    const exclusivity = read.amount('exclusivityDays');
    const confidentiality = read.on('confidentiality');
    const target = read.date('targetDate');
    const expiry = read.date('expiry');

    const numbered: Inline[][] = [
      ...(price !== undefined && price > 0
        ? [
            rich(
              strong('Price. '),
              `The proposed price is ${formatMoney(price)}, subject to due diligence and the final agreement.`,
            ),
          ]
        : []),
      ...read
        .rows('terms')
        .map((row) =>
          row.term && row.detail
            ? rich(strong(`${capitalize(fragment(row.term))}. `), stop(capitalize(fragment(row.detail))))
            : rich(stop(capitalize(fragment(row.term || row.detail || '')))),
        ),
      ...(target
        ? [
            rich(
              strong('Timing. '),
              'We aim to sign a definitive agreement by ',
              read.need('targetDate'),
              '.',
            ),
          ]
        : []),
    ];

    const binding: Inline[][] = [
      ...(exclusivity !== undefined && exclusivity > 0
        ? [
            rich(
              strong('Exclusivity. '),
              `For ${countWord(exclusivity)} days after both parties sign this letter, `,
              other,
              ' will not solicit, encourage or negotiate any proposal for a similar transaction with anyone else.',
            ),
          ]
        : []),
      ...(confidentiality
        ? [
            rich(
              strong('Confidentiality. '),
              'Each party will keep the terms of this letter and any information received under it confidential, except as required by law or with the other party’s written consent.',
            ),
          ]
        : []),
      rich(
        strong('Governing law. '),
        'This letter is governed by the laws of the State of ',
        read.need('governingLaw'),
        '.',
      ),
    ];
    const bindingNames = [
      ...(exclusivity !== undefined && exclusivity > 0 ? ['Exclusivity'] : []),
      ...(confidentiality ? ['Confidentiality'] : []),
      'Governing law',
    ];

    return letter({
      title: `Letter of intent to ${otherText ?? 'the other party'}`,
      description: `${companyText ?? 'The company'} sets out the proposed terms of a transaction with ${otherText ?? 'the other party'}.`,
      author: companyText ?? 'Company',
      date: read.date('letterDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName', 'companyAddress'),
      blocks: [
        paragraph(read.need('letterDate')),
        addressBlock(
          read.need('recipientName'),
          read.text('recipientTitle'),
          other,
          ...read.lines('recipientAddress'),
        ),
        paragraph(rich(strong('Letter of intent'))),
        paragraph(rich('Dear ', recipient ?? read.need('recipientName'), ',')),
        paragraph(
          stop(
            'This letter sets out the principal terms on which ',
            company,
            ' proposes ',
            read.need('transaction'),
            price !== undefined &&
              price > 0 &&
              `, ${PRICE_WORDS[read.choice('kind')] ?? 'for'} ${formatMoney(price)}`,
          ),
          'It is intended as a basis for negotiating a definitive agreement.',
        ),
        numbered.length > 0 && { kind: 'heading', level: 3, text: 'Proposed terms' },
        numbered.length > 0 && { kind: 'list', style: 'numbered', items: numbered },
        { kind: 'heading', level: 3, text: 'Binding terms' },
        { kind: 'list', style: 'numbered', items: binding },
        paragraph(
          rich(
            strong('Nonbinding effect. '),
            `Except for the paragraphs headed ${joinWords(bindingNames)}, which bind the parties when this letter is signed, this letter is a statement of intent only. It does not create any obligation to complete the transaction; that will arise only under a definitive agreement signed by both parties.`,
          ),
        ),
        paragraph(
          expiry &&
            rich(
              'This proposal will lapse if this letter is not signed and returned by ',
              read.need('expiry'),
              '.',
            ),
          'We look forward to working with you on the next steps.',
        ),
        signOff('Sincerely,', read.need('signerName'), read.need('signerTitle'), company),
        read.on('acceptance') && { kind: 'heading', level: 3, text: 'Agreed and accepted' },
        read.on('acceptance') && paragraph(rich('Signed for ', other, ' by:')),
        read.on('acceptance') &&
          signLine(
            rich(
              read.need('recipientName'),
              read.text('recipientTitle') && `, ${read.text('recipientTitle')}`,
            ),
          ),
        read.on('acceptance') && signLine('Date'),
      ],
    });
  },
};

export default letterOfIntent;
