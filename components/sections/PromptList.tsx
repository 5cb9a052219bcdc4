import { Section } from '@/components/ui/Section';
import { anchorFor, type PromptsSection } from '@/content/schema/longform';
import { CopyButton } from './CopyButton';
import styles from './longform.module.css';

/** Prompts to paste into an AI assistant, each in a code block with its own copy button. */
export function PromptList({ section }: { section: PromptsSection }) {
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <div className={styles.prompts}>
        {section.items.map((item) => {
          const id = `prompt-${anchorFor(item.title)}`;
          return (
            <article key={item.title} className={styles.prompt} aria-labelledby={`${id}-title`}>
              <div className={styles.promptHead}>
                <div>
                  <h3 id={`${id}-title`}>{item.title}</h3>
                  {item.useFor ? <p className={styles.promptUse}>{item.useFor}</p> : null}
                </div>
                <CopyButton text={item.prompt} label={item.title} targetId={id} />
              </div>
              <pre className={styles.promptText} id={id}>
                <code>{item.prompt}</code>
              </pre>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
