import { strong, type Block, type DocumentModel } from '@/lib/downloads/document';
import { numbered, type QuestionSet } from './model';

/**
 * The set as a DocumentModel, written to Word and PDF by lib/downloads. A survey reads as a
 * questionnaire (options under each question, a box for open answers) so it can be printed and
 * filled in; an interview guide adds each competency's probes, what good looks like, red flags,
 * a 1-5 scoring table and room for notes.
 */
export function questionsDocument(set: QuestionSet, updated: string): DocumentModel {
  const blocks: Block[] = [
    ...(set.audience ? [{ kind: 'paragraph', text: [strong('For: '), set.audience] } satisfies Block] : []),
    ...set.intro.map((text): Block => ({ kind: 'paragraph', text })),
    {
      kind: 'note',
      tone: set.mode === 'interview' ? 'important' : 'guidance',
      title: set.note.title,
      text: set.note.text,
    },
  ];
  for (const section of numbered(set)) {
    blocks.push({ kind: 'heading', level: 2, text: section.title });
    if (section.blurb) blocks.push({ kind: 'paragraph', text: section.blurb });
    for (const item of section.items) {
      blocks.push({ kind: 'paragraph', text: [strong(`${item.number}. `), strong(item.text)] });
      if (item.format === 'open') blocks.push({ kind: 'fields', items: [{ label: 'Answer', lines: 3 }] });
      else if (item.options.length) {
        blocks.push({
          kind: 'list',
          style: 'checkbox',
          items: item.format === 'nps' ? [item.options.join('   ')] : item.options,
        });
      }
      if (item.probes.length)
        blocks.push({ kind: 'list', style: 'bullet', items: item.probes.map((p) => `Probe: ${p}`) });
      if (set.mode === 'interview') blocks.push({ kind: 'fields', items: [{ label: 'Notes', lines: 3 }] });
    }
    if (section.good?.length) {
      blocks.push(
        { kind: 'heading', level: 3, text: 'What good looks like' },
        { kind: 'list', style: 'bullet', items: section.good },
      );
    }
    if (section.redFlags?.length) {
      blocks.push(
        { kind: 'heading', level: 3, text: 'Red flags' },
        { kind: 'list', style: 'bullet', items: section.redFlags },
      );
    }
    if (section.rubric) {
      const [one, three, five] = section.rubric;
      blocks.push({
        kind: 'table',
        header: ['Score', 'What you heard'],
        widths: [1, 6],
        rows: [
          ['1', one],
          ['2', 'Between 1 and 3'],
          ['3', three],
          ['4', 'Between 3 and 5'],
          ['5', five],
        ],
      });
      blocks.push({ kind: 'fields', items: [{ label: `${section.title} score (1-5)` }] });
    }
  }
  blocks.push({ kind: 'paragraph', text: set.closing });
  return {
    title: set.title,
    author: set.owner || 'Quotient',
    description:
      set.mode === 'survey' ? `${set.title}: questionnaire.` : `${set.title}: structured interview guide.`,
    updated,
    blocks,
  };
}
