import type { Block } from '@/lib/downloads/document';
import { letter, letterheadFrom, paragraph, rich, strong } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { paragraphsOf } from '@/lib/documents/body-text';

/** A product or company one-pager: headline, problem, solution, benefits, proof and a call to action. */
const onePager: DocumentTemplate = {
  render({ read, today }) {
    const name = read.text('productName');
    const product = read.choice('focus') === 'product';
    const benefits = read.rows('benefits');
    const proof = paragraphsOf(read, 'proof');
    const contact = [read.text('contactName'), read.text('contactEmail'), read.text('website')].filter(
      (item): item is string => Boolean(item),
    );
    const section = (heading: string, key: string): (Block | null)[] => {
      const body = paragraphsOf(read, key);
      return [
        { kind: 'heading', level: 2, text: heading },
        ...(body.length ? body : [paragraph(read.need(key))]),
      ];
    };
    const blocks: (Block | null | false | undefined | '')[] = [
      { kind: 'heading', level: 1, text: read.need('headline') },
      paragraph(read.text('subheadline')),
      ...section('The problem', 'problem'),
      ...section(
        product ? `How ${name ?? 'it'} solves it` : `What ${name ?? 'we'} ${name ? 'does' : 'do'}`,
        'solution',
      ),
      benefits.length > 0 && { kind: 'heading', level: 2, text: product ? 'Benefits' : 'Why work with us' },
      benefits.length > 0 && {
        kind: 'list',
        style: 'bullet',
        items: benefits.map((row) =>
          row.detail
            ? rich(strong(row.benefit ? `${row.benefit}: ` : ''), row.detail)
            : rich(strong(row.benefit ?? '')),
        ),
      },
      proof.length > 0 && { kind: 'heading', level: 2, text: 'Proof' },
      ...proof,
      { kind: 'heading', level: 2, text: 'Next step' },
      paragraph(read.text('callToAction') ? strong(read.text('callToAction')!) : read.need('callToAction')),
      contact.length > 0 && paragraph(contact.join(' · ')),
    ];
    return letter({
      title: name ? `${name} one-pager` : 'One-pager',
      description: `A one-page overview of ${name ?? 'the product'}: the problem, the solution, benefits and proof.`,
      author: read.text('companyName') ?? name ?? 'Company',
      date: read.date('pageDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName'),
      keywords: ['one-pager'],
      blocks: blocks.filter((block): block is Block => Boolean(block)),
    });
  },
};

export default onePager;
