import { parseAnswerBlocks, type AnswerInline } from '@/lib/ai/answer-blocks';
import styles from './ai-answer.module.css';

type HeadingLevel = 2 | 3 | 4 | 5;

interface AiAnswerProps {
  /** The model's prose, or one text field of its JSON. Shown as text, never as HTML. */
  text: string;
  /**
   * The level a `#` heading in the answer gets (`##` one deeper). The page owns its h1 and the
   * tool its section heading, so an answer's headings sit below them: h3 by default.
   */
  headingLevel?: HeadingLevel;
  className?: string;
}

function Inline({ parts }: { parts: AnswerInline[] }) {
  return parts.map((part, index) =>
    part.kind === 'strong' ? <strong key={index}>{part.text}</strong> : part.text,
  );
}

/**
 * Renders AI-written text with the formatting models use (see lib/ai/answer-blocks.ts): React
 * elements built from parsed blocks, so markup in the answer is shown as the characters it is.
 * The tool around it announces the result (an `<output>` or `role="status"` region).
 */
export function AiAnswer({ text, headingLevel = 3, className }: AiAnswerProps) {
  const blocks = parseAnswerBlocks(text);
  if (blocks.length === 0) return null;
  return (
    <div className={className ? `${styles.answer} ${className}` : styles.answer}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Heading = `h${headingLevel + block.depth - 1}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
            return (
              <Heading key={index} className={block.depth === 1 ? styles.heading : styles.subheading}>
                <Inline parts={block.content} />
              </Heading>
            );
          }
          case 'paragraph':
            return (
              <p key={index}>
                <Inline parts={block.content} />
              </p>
            );
          case 'list':
            return block.ordered ? (
              <ol key={index} start={block.start === 1 ? undefined : block.start}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline parts={item} />
                  </li>
                ))}
              </ol>
            ) : (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline parts={item} />
                  </li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
