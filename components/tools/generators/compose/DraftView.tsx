import type { Draft } from '@/lib/generators/compose/types';
import styles from './compose.module.css';

type Limit = { label: string; max: number };

/** `[Recipient name]` blanks set apart so none is sent by mistake; everything else is plain text. */
function WithBlanks({ text }: { text: string }) {
  const parts = text.split(/(\[[^\]\n]{1,80}\])/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className={styles.blank}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

/** A paragraph's lines: "- " lines as a list, the rest as lines of text (a signature keeps its breaks). */
function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const line of lines) {
    const list = line.startsWith('- ');
    const last = blocks[blocks.length - 1];
    if (last && last.list === list) last.lines.push(list ? line.slice(2) : line);
    else blocks.push({ list, lines: [list ? line.slice(2) : line] });
  }
  return blocks.map((block, index) =>
    block.list ? (
      <ul key={index} className={styles.list}>
        {block.lines.map((line, i) => (
          <li key={i}>
            <WithBlanks text={line} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={index} className={styles.paragraph}>
        <WithBlanks text={block.lines.join('\n')} />
      </p>
    ),
  );
}

export function characterCount(text: string): number {
  // Characters as a reader sees them (an emoji counts once), as Slack and LinkedIn count.
  return [...text].length;
}

/** One draft: subject lines, the body as paragraphs, and optionally its length against limits. */
export function DraftView({
  draft,
  limits,
  headingId,
}: {
  draft: Draft;
  limits?: readonly Limit[];
  headingId?: string;
}) {
  const length = characterCount(draft.body);
  return (
    <div className={styles.draft}>
      {draft.subjects?.length ? (
        <div className={styles.subjects}>
          <p className={styles.subjectLabel} id={headingId ? `${headingId}-subject` : undefined}>
            {draft.subjects.length > 1 ? 'Subject lines to choose from' : 'Subject'}
          </p>
          <ol className={styles.subjectList}>
            {draft.subjects.map((subject) => (
              <li key={subject}>
                <WithBlanks text={subject} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {draft.items ? (
        <ol className={styles.items}>
          {draft.items.map((item, index) => (
            <li key={index}>
              <WithBlanks text={item} />
            </li>
          ))}
        </ol>
      ) : (
        <div className={styles.body}>
          {draft.body.split(/\n{2,}/).map((paragraph, index) => (
            <Paragraph key={index} text={paragraph} />
          ))}
        </div>
      )}
      {limits ? (
        <p className={styles.counts} data-characters={length}>
          {`${length.toLocaleString('en-US')} characters`}
          {limits.map((limit) => (
            <span key={limit.label} className={length <= limit.max ? styles.fits : styles.over}>
              {length <= limit.max
                ? `fits ${limit.label} (${limit.max.toLocaleString('en-US')})`
                : `too long for ${limit.label} (${limit.max.toLocaleString('en-US')})`}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
