import type { Idea, Layout } from '@/lib/generators/types';
import { actionButton } from '../kit/buttons';
import styles from './generators.module.css';

/** One card per idea: the idea, how it was made, its measures, and Copy and Save. */
export function IdeaList({
  ideas,
  layout,
  isSaved,
  onCopy,
  onToggle,
  onPreview,
}: {
  ideas: readonly Idea[];
  layout: Layout;
  isSaved: (idea: Idea) => boolean;
  onCopy: (idea: Idea) => void;
  onToggle: (idea: Idea) => void;
  onPreview?: (idea: Idea) => void;
}) {
  return (
    <ul className={layout === 'tags' ? styles.tagList : layout === 'words' ? styles.wordList : styles.cards}>
      {ideas.map((idea) => {
        const saved = isSaved(idea);
        return (
          <li key={`${idea.source}-${idea.text}-${idea.secondary ?? ''}`} className={styles.card} data-idea>
            <div className={styles.cardText}>
              <p className={styles.ideaText}>
                {idea.text}
                {idea.source === 'ai' ? <span className={styles.aiBadge}>AI</span> : null}
              </p>
              {idea.secondary ? <p className={styles.secondary}>{idea.secondary}</p> : null}
              {idea.detail ? <p className={styles.detail}>{idea.detail}</p> : null}
              {idea.badges?.length ? (
                <ul className={styles.badges} aria-label={layout === 'words' ? 'Part of speech' : 'Fits'}>
                  {idea.badges.map((badge) => (
                    <li key={badge}>{badge}</li>
                  ))}
                </ul>
              ) : null}
              {idea.metrics?.length ? (
                <dl className={styles.metrics}>
                  {idea.metrics.map((metric) => (
                    <div key={metric.label} className={metric.tone ? styles[metric.tone] : undefined}>
                      <dt>{metric.label}</dt>
                      <dd>{metric.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </div>
            <div className={styles.cardActions}>
              {onPreview ? (
                <button type="button" className={actionButton} onClick={() => onPreview(idea)}>
                  Preview
                </button>
              ) : null}
              <button
                type="button"
                className={actionButton}
                aria-label={`Copy ${idea.text}`}
                onClick={() => onCopy(idea)}
              >
                Copy
              </button>
              <button
                type="button"
                className={actionButton}
                aria-pressed={saved}
                aria-label={`Save ${idea.text} to favourites`}
                onClick={() => onToggle(idea)}
              >
                {saved ? '★ Saved' : '☆ Save'}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
