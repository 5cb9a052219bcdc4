import type { NumberedSection, QuestionSet } from '@/lib/surveys/model';
import { QuestionItem } from './QuestionItem';
import styles from './questions.module.css';

/** The survey or interview guide as it will read, with each question's edit controls. */
export function QuestionSheet({
  set,
  sections,
  idPrefix,
  sheetId,
  onSave,
  onMove,
  onRemove,
}: {
  set: QuestionSet;
  sections: readonly NumberedSection[];
  idPrefix: string;
  sheetId: string;
  onSave: (id: string, text: string) => void;
  onMove: (id: string, direction: -1 | 1) => void;
  onRemove: (id: string, number: number) => void;
}) {
  return (
    <div
      id={sheetId}
      className={styles.sheet}
      data-testid="question-sheet"
      role="region"
      aria-label={set.title}
      tabIndex={-1}
    >
      <h3 className={styles.sheetTitle}>{set.title}</h3>
      {set.audience ? <p className={styles.audience}>{`For: ${set.audience}`}</p> : null}
      {set.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      <div className={styles.note}>
        <strong>{set.note.title}</strong>
        {set.note.text}
      </div>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`${idPrefix}-s-${section.id}`}>
          <h3 id={`${idPrefix}-s-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h3>
          {section.blurb ? <p className={styles.blurb}>{section.blurb}</p> : null}
          <ol className={styles.items}>
            {section.items.map((item, index) => (
              <QuestionItem
                key={item.id}
                item={item}
                number={item.number}
                idPrefix={idPrefix}
                canMoveUp={index > 0}
                canMoveDown={index < section.items.length - 1}
                onSave={(text) => onSave(item.id, text)}
                onMove={(direction) => onMove(item.id, direction)}
                onRemove={() => onRemove(item.id, item.number)}
              />
            ))}
          </ol>
          {section.good || section.redFlags || section.rubric ? (
            <div className={styles.guide}>
              {section.good ? (
                <>
                  <h4>What good looks like</h4>
                  <ul>
                    {section.good.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {section.redFlags ? (
                <>
                  <h4>Red flags</h4>
                  <ul>
                    {section.redFlags.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {section.rubric ? (
                <>
                  <h4 id={`${idPrefix}-r-${section.id}`}>{`Scoring ${section.title.toLowerCase()} (1-5)`}</h4>
                  <table className={styles.rubric} aria-labelledby={`${idPrefix}-r-${section.id}`}>
                    <thead>
                      <tr>
                        <th scope="col">Score</th>
                        <th scope="col">What you heard</th>
                      </tr>
                    </thead>
                    <tbody>
                      {[
                        section.rubric[0],
                        'Between 1 and 3',
                        section.rubric[1],
                        'Between 3 and 5',
                        section.rubric[2],
                      ].map((text, index) => (
                        <tr key={index}>
                          <th scope="row">{index + 1}</th>
                          <td>{text}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : null}
            </div>
          ) : null}
        </section>
      ))}
      <p className={styles.closing}>{set.closing}</p>
    </div>
  );
}
