'use client';

import type { ReactNode } from 'react';
import {
  CONFIDENCE_HINT,
  type Confidence,
  type ConfidenceKey,
  type ParsedCertification,
  type ParsedEducation,
  type ParsedExperience,
  type ParsedResume,
} from '@/lib/career/parser/model';
import { actionButton } from '../kit/buttons';
import styles from './career.module.css';

type Editable = Omit<ParsedResume, 'confidence'>;

const TAG: Record<Confidence, string> = { high: styles.tagGood!, medium: styles.tagWarn!, low: styles.tag! };

function Hint({ id, confidence }: { id: string; confidence: Confidence }) {
  return (
    <span id={id} className={TAG[confidence]}>
      {CONFIDENCE_HINT[confidence]}
    </span>
  );
}

function TextField({
  id,
  label,
  value,
  onChange,
  confidence,
  multiline,
  rows,
  max = 200,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  confidence?: Confidence;
  multiline?: boolean;
  rows?: number;
  max?: number;
}) {
  const hintId = confidence ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${multiline ? styles.full : ''}`}>
      <span className={styles.tags}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {confidence ? <Hint id={hintId!} confidence={confidence} /> : null}
      </span>
      {multiline ? (
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          rows={rows ?? 4}
          maxLength={6000}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          className={styles.input}
          type="text"
          value={value}
          maxLength={max}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

function Section({
  id,
  title,
  confidence,
  children,
  onAdd,
  addLabel,
}: {
  id: string;
  title: string;
  confidence: Confidence;
  children: ReactNode;
  onAdd?: () => void;
  addLabel?: string;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>{title}</legend>
      <p className={styles.tags}>
        <Hint id={`${id}-hint`} confidence={confidence} />
      </p>
      <div className={styles.grid}>{children}</div>
      {onAdd ? (
        <p className={styles.actions}>
          <button type="button" className={actionButton} onClick={onAdd}>
            {addLabel}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

let added = 0;
const newId = (prefix: string) => `${prefix}-added-${(added += 1)}`;

/** The parsed resume as a form: every part editable, with how sure the reader was of it. */
export function ParsedForm({
  parsed,
  confidence,
  onChange,
}: {
  parsed: Editable;
  confidence: Readonly<Record<ConfidenceKey, Confidence>>;
  onChange: (next: Editable) => void;
}) {
  const set = (patch: Partial<Editable>) => onChange({ ...parsed, ...patch });
  const setItem = <K extends 'experience' | 'education' | 'certifications'>(
    key: K,
    id: string,
    patch: Partial<Editable[K][number]>,
  ) =>
    set({
      [key]: parsed[key].map((item) => (item.id === id ? { ...item, ...patch } : item)),
    } as Partial<Editable>);
  const remove = (key: 'experience' | 'education' | 'certifications', id: string) =>
    set({ [key]: parsed[key].filter((item: { id: string }) => item.id !== id) } as Partial<Editable>);

  return (
    <form
      className={styles.panel}
      aria-labelledby="rp-form-title"
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h2 id="rp-form-title" className={styles.panelTitle}>
        What we found
      </h2>
      <p className={styles.help}>
        Check each part and correct anything the reader got wrong. Tags say how sure it was: Found, Check
        this, or Not found.
      </p>
      <Section id="rp-contact" title="Contact" confidence={confidence.name}>
        <TextField
          id="rp-name"
          label="Full name"
          value={parsed.name}
          confidence={confidence.name}
          onChange={(name) => set({ name })}
        />
        <TextField
          id="rp-headline"
          label="Headline"
          value={parsed.headline}
          confidence={confidence.headline}
          onChange={(headline) => set({ headline })}
        />
        <TextField
          id="rp-email"
          label="Email"
          value={parsed.email}
          confidence={confidence.email}
          onChange={(email) => set({ email })}
        />
        <TextField
          id="rp-phone"
          label="Phone"
          value={parsed.phone}
          confidence={confidence.phone}
          onChange={(phone) => set({ phone })}
        />
        <TextField
          id="rp-location"
          label="Location"
          value={parsed.location}
          confidence={confidence.location}
          onChange={(location) => set({ location })}
        />
        <TextField
          id="rp-links"
          label="Links (one per line)"
          value={parsed.links}
          confidence={confidence.links}
          multiline
          rows={2}
          onChange={(links) => set({ links })}
        />
        <TextField
          id="rp-summary"
          label="Summary"
          value={parsed.summary}
          confidence={confidence.summary}
          multiline
          onChange={(summary) => set({ summary })}
        />
      </Section>

      <Section
        id="rp-experience"
        title="Experience"
        confidence={confidence.experience}
        addLabel="Add a job"
        onAdd={() =>
          set({
            experience: [
              ...parsed.experience,
              {
                id: newId('exp'),
                role: '',
                company: '',
                location: '',
                start: '',
                end: '',
                highlights: '',
                confidence: 'low',
              } satisfies ParsedExperience,
            ],
          })
        }
      >
        {parsed.experience.length === 0 ? (
          <p className={styles.muted}>
            No jobs found. Add them by hand, or fix the file’s Experience heading.
          </p>
        ) : null}
        {parsed.experience.map((job, index) => {
          const id = `rp-exp-${index}`;
          return (
            <div
              key={job.id}
              className={`${styles.entry} ${styles.full}`}
              role="group"
              aria-label={`Job ${index + 1}`}
            >
              <div className={styles.grid}>
                <TextField
                  id={`${id}-role`}
                  label="Job title"
                  value={job.role}
                  onChange={(role) => setItem('experience', job.id, { role })}
                />
                <TextField
                  id={`${id}-company`}
                  label="Company"
                  value={job.company}
                  onChange={(company) => setItem('experience', job.id, { company })}
                />
                <TextField
                  id={`${id}-location`}
                  label="Location"
                  value={job.location}
                  onChange={(location) => setItem('experience', job.id, { location })}
                />
                <TextField
                  id={`${id}-start`}
                  label="Start"
                  value={job.start}
                  onChange={(start) => setItem('experience', job.id, { start })}
                />
                <TextField
                  id={`${id}-end`}
                  label="End (or Present)"
                  value={job.end}
                  onChange={(end) => setItem('experience', job.id, { end })}
                />
                <TextField
                  id={`${id}-highlights`}
                  label="Achievements (one per line)"
                  value={job.highlights}
                  multiline
                  rows={5}
                  onChange={(highlights) => setItem('experience', job.id, { highlights })}
                />
              </div>
              <p className={styles.actions}>
                <button type="button" className={actionButton} onClick={() => remove('experience', job.id)}>
                  Remove job {index + 1}
                </button>
              </p>
            </div>
          );
        })}
      </Section>

      <Section
        id="rp-education"
        title="Education"
        confidence={confidence.education}
        addLabel="Add a school"
        onAdd={() =>
          set({
            education: [
              ...parsed.education,
              {
                id: newId('edu'),
                school: '',
                degree: '',
                field: '',
                end: '',
                details: '',
                confidence: 'low',
              } satisfies ParsedEducation,
            ],
          })
        }
      >
        {parsed.education.map((school, index) => {
          const id = `rp-edu-${index}`;
          return (
            <div
              key={school.id}
              className={`${styles.entry} ${styles.full}`}
              role="group"
              aria-label={`School ${index + 1}`}
            >
              <div className={styles.grid}>
                <TextField
                  id={`${id}-school`}
                  label="School"
                  value={school.school}
                  onChange={(value) => setItem('education', school.id, { school: value })}
                />
                <TextField
                  id={`${id}-degree`}
                  label="Degree"
                  value={school.degree}
                  onChange={(degree) => setItem('education', school.id, { degree })}
                />
                <TextField
                  id={`${id}-field`}
                  label="Field of study"
                  value={school.field}
                  onChange={(field) => setItem('education', school.id, { field })}
                />
                <TextField
                  id={`${id}-end`}
                  label="Graduation"
                  value={school.end}
                  onChange={(end) => setItem('education', school.id, { end })}
                />
                <TextField
                  id={`${id}-details`}
                  label="Details (one per line)"
                  value={school.details}
                  multiline
                  rows={2}
                  onChange={(details) => setItem('education', school.id, { details })}
                />
              </div>
              <p className={styles.actions}>
                <button type="button" className={actionButton} onClick={() => remove('education', school.id)}>
                  Remove school {index + 1}
                </button>
              </p>
            </div>
          );
        })}
      </Section>

      <Section id="rp-skills" title="Skills" confidence={confidence.skills}>
        <TextField
          id="rp-skills-list"
          label="Skills (one per line)"
          value={parsed.skills}
          multiline
          rows={6}
          onChange={(skills) => set({ skills })}
        />
      </Section>

      <Section
        id="rp-certifications"
        title="Certifications"
        confidence={confidence.certifications}
        addLabel="Add a certification"
        onAdd={() =>
          set({
            certifications: [
              ...parsed.certifications,
              { id: newId('cert'), name: '', issuer: '', year: '' } satisfies ParsedCertification,
            ],
          })
        }
      >
        {parsed.certifications.map((cert, index) => {
          const id = `rp-cert-${index}`;
          return (
            <div
              key={cert.id}
              className={`${styles.entry} ${styles.full}`}
              role="group"
              aria-label={`Certification ${index + 1}`}
            >
              <div className={styles.grid}>
                <TextField
                  id={`${id}-name`}
                  label="Certification"
                  value={cert.name}
                  onChange={(name) => setItem('certifications', cert.id, { name })}
                />
                <TextField
                  id={`${id}-issuer`}
                  label="Issuer"
                  value={cert.issuer}
                  onChange={(issuer) => setItem('certifications', cert.id, { issuer })}
                />
                <TextField
                  id={`${id}-year`}
                  label="Year"
                  value={cert.year}
                  max={10}
                  onChange={(year) => setItem('certifications', cert.id, { year })}
                />
              </div>
              <p className={styles.actions}>
                <button
                  type="button"
                  className={actionButton}
                  onClick={() => remove('certifications', cert.id)}
                >
                  Remove certification {index + 1}
                </button>
              </p>
            </div>
          );
        })}
      </Section>

      <Section id="rp-languages" title="Languages" confidence={confidence.languages}>
        <TextField
          id="rp-languages-list"
          label="Languages (one per line, level in brackets)"
          value={parsed.languages}
          multiline
          rows={3}
          onChange={(languages) => set({ languages })}
        />
      </Section>
    </form>
  );
}
