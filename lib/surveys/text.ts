import { numbered, type QuestionSet } from './model';

/** The set as plain text, for "Copy text": headings, numbered questions, options on one line. */
export function questionsText(set: QuestionSet): string {
  const lines: string[] = [
    set.title,
    ...(set.audience ? [`For: ${set.audience}`] : []),
    '',
    ...set.intro.flatMap((p) => [p, '']),
    `${set.note.title}: ${set.note.text}`,
    '',
  ];
  for (const section of numbered(set)) {
    lines.push(section.title.toUpperCase(), '');
    for (const item of section.items) {
      lines.push(`${item.number}. ${item.text}`);
      if (item.options.length)
        lines.push(
          `   ${item.format === 'scale' || item.format === 'nps' ? 'Scale' : 'Options'}: ${item.options.join(' / ')}`,
        );
      if (item.format === 'open') lines.push('   Answer: open text');
      for (const probe of item.probes) lines.push(`   - Probe: ${probe}`);
    }
    if (section.good?.length) lines.push('', 'What good looks like:', ...section.good.map((g) => `- ${g}`));
    if (section.redFlags?.length) lines.push('', 'Red flags:', ...section.redFlags.map((r) => `- ${r}`));
    if (section.rubric) {
      const [one, three, five] = section.rubric;
      lines.push('', 'Score 1-5:', `1: ${one}`, `3: ${three}`, `5: ${five}`);
    }
    lines.push('');
  }
  lines.push(set.closing);
  return lines.join('\n');
}
