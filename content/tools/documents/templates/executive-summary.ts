import type { Block, Field } from '@/lib/downloads/document';
import { letter, letterheadFrom, paragraph } from '@/lib/documents/letter';
import type { DocumentTemplate } from '@/lib/documents/template';
import { paragraphsOf } from '@/lib/documents/body-text';

/** An executive summary: the problem, the proposed solution, key figures, the recommendation, next steps. */
const executiveSummary: DocumentTemplate = {
  render({ read, today }) {
    const title = read.text('projectName');
    const figures = read.rows('figures');
    const steps = read.rows('nextSteps');
    const section = (heading: string, key: string): (Block | null)[] => {
      const body = paragraphsOf(read, key);
      return [
        { kind: 'heading', level: 2, text: heading },
        ...(body.length ? body : [paragraph(read.need(key))]),
      ];
    };
    const details: Field[] = [
      ...(read.text('preparedFor') ? [{ label: 'Prepared for', value: read.text('preparedFor')! }] : []),
      { label: 'Prepared by', value: read.need('preparedBy') },
      { label: 'Date', value: read.need('summaryDate') },
    ];
    const recommendationFirst = read.choice('order') === 'bottomLine';
    const recommendation = section('Recommendation', 'recommendation');
    const blocks: (Block | null | false | undefined | '')[] = [
      { kind: 'heading', level: 1, text: read.need('projectName') },
      paragraph(read.text('subtitle')),
      { kind: 'fields', items: details },
      ...(recommendationFirst ? recommendation : []),
      ...section('The problem', 'problem'),
      ...section('The proposed solution', 'solution'),
      figures.length > 0 && { kind: 'heading', level: 2, text: 'Key figures' },
      figures.length > 0 && {
        kind: 'table',
        header: ['Measure', 'Figure', 'Note'],
        widths: [3, 2, 4],
        rows: figures.map((row) => [row.measure || '—', row.value || '—', row.note ?? '']),
      },
      ...(recommendationFirst ? [] : recommendation),
      steps.length > 0 && { kind: 'heading', level: 2, text: 'Next steps' },
      steps.length > 0 && {
        kind: 'table',
        header: ['Step', 'Owner', 'By'],
        widths: [5, 2, 1.6],
        rows: steps.map((row) => [row.step || '—', row.owner ?? '', row.due ?? '']),
      },
    ];
    return letter({
      title: title ? `Executive summary: ${title}` : 'Executive summary',
      description: `An executive summary${title ? ` of ${title}` : ''}: problem, solution, key figures and recommendation.`,
      author: read.text('companyName') ?? read.text('preparedBy') ?? 'Author',
      date: read.date('summaryDate'),
      today,
      letterhead: letterheadFrom(read, 'companyName'),
      keywords: ['executive summary'],
      blocks: blocks.filter((block): block is Block => Boolean(block)),
    });
  },
};

export default executiveSummary;
