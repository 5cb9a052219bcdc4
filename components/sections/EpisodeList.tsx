import { Avatar } from '@/components/ui/Avatar';
import { Section } from '@/components/ui/Section';
import type { EpisodesSection } from '@/content/schema/company-sections';
import { formatLongDate } from '@/lib/kit/date-format';
import styles from './company.module.css';

/** Dated talks or sessions, newest first, each with its topics and its speakers shown by initials. */
export function EpisodeList({ section }: { section: EpisodesSection }) {
  return (
    <Section
      id={section.anchor}
      eyebrow={section.eyebrow}
      title={section.title}
      lead={section.lead}
      tone={section.tone}
    >
      <ol className={styles.episodes}>
        {section.items.map((episode) => (
          <li key={`${episode.date}-${episode.title}`}>
            <article className={styles.episode}>
              <p className={styles.episodeWhen}>
                <time dateTime={episode.date}>{formatLongDate(episode.date)}</time> · {episode.format}
              </p>
              <h3>{episode.title}</h3>
              <p>{episode.summary}</p>
              <ul className={styles.topics} aria-label="Topics">
                {episode.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              <ul className={styles.speakers} aria-label="Speakers">
                {episode.speakers.map((speaker) => (
                  <li key={speaker.name} className={styles.speaker}>
                    <Avatar name={speaker.name} size={40} decorative />
                    <div>
                      <strong>{speaker.name}</strong>
                      <span>{speaker.role}</span>
                    </div>
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ol>
    </Section>
  );
}
