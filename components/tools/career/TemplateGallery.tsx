'use client';

import { useState } from 'react';
import { HowItWorks } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import {
  countSentence,
  filterTemplates,
  NO_FILTER,
  STYLE_IDS,
  STYLE_NAMES,
  TEMPLATES,
  type TemplateFilter,
} from '@/lib/career/templates';
import { LAYOUTS } from '@/lib/career/resume/designs';
import { actionButton, primaryActionButton } from '../kit/buttons';
import styles from './career.module.css';
import { ResumePaper, type ResumePaperProps } from './resume/ResumePaper';

export type PreviewProps = Omit<ResumePaperProps, 'flowRef'>;

/**
 * The template gallery: filters over every layout × accent of the resume builder. Each preview is
 * the builder's own ResumePaper, drawn from the view the server built (templatePreviews), and is in
 * the page's static HTML. The paper is drawn here, in the lazily loaded island, rather than by the
 * server component, so its stylesheet goes only on this page and not on every tool page.
 */
export function TemplateGallery({
  previews,
  method,
}: {
  previews: Readonly<Record<string, PreviewProps>>;
  method: readonly string[];
}) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState<TemplateFilter>(NO_FILTER);
  const shown = filterTemplates(TEMPLATES, filter);
  const visible = new Set(shown.map((template) => template.id));
  const set = (patch: Partial<TemplateFilter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-labelledby="rt-filters-title">
        <h2 id="rt-filters-title" className={styles.panelTitle}>
          Filter templates
        </h2>
        <div className={styles.filters}>
          <div className={styles.field}>
            <label htmlFor="rt-columns" className={styles.label}>
              Columns
            </label>
            <select
              id="rt-columns"
              className={styles.select}
              value={filter.columns}
              onChange={(event) => set({ columns: event.target.value as TemplateFilter['columns'] })}
            >
              <option value="any">One or two columns</option>
              <option value="1">One column</option>
              <option value="2">Two columns</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="rt-style" className={styles.label}>
              Style
            </label>
            <select
              id="rt-style"
              className={styles.select}
              value={filter.style}
              onChange={(event) => set({ style: event.target.value as TemplateFilter['style'] })}
            >
              <option value="any">Any style</option>
              {STYLE_IDS.map((id) => (
                <option key={id} value={id}>
                  {STYLE_NAMES[id]}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={filter.atsOnly}
              onChange={(event) => set({ atsOnly: event.target.checked })}
            />
            Only ATS-friendly (one column)
          </label>
          <button type="button" className={actionButton} onClick={() => setFilter(NO_FILTER)}>
            Clear filters
          </button>
        </div>
        <p role="status" aria-live="polite" className={styles.status}>
          {countSentence(shown.length, TEMPLATES.length)}
        </p>
      </section>

      <ul className={styles.gallery} aria-label="Resume templates">
        {TEMPLATES.map((template) => (
          <li key={template.id} className={styles.templateCard} hidden={!visible.has(template.id)}>
            <div className={styles.thumb} aria-hidden="true" inert>
              {previews[template.id] ? <ResumePaper {...previews[template.id]!} /> : null}
            </div>
            <div className={styles.cardBody}>
              <h3 className={styles.cardTitle}>{template.name}</h3>
              <p className={styles.tags}>
                <span className={styles.tag}>{template.columns === 1 ? 'One column' : 'Two columns'}</span>
                <span className={template.ats ? styles.tagGood : styles.tag}>
                  {template.ats ? 'ATS-friendly' : 'Best handed to a person'}
                </span>
                <span className={styles.tag}>{STYLE_NAMES[template.style]}</span>
              </p>
              <p className={styles.muted}>{LAYOUTS[template.layout].blurb}</p>
              <p className={styles.muted}>
                <strong>Best for:</strong> {template.bestFor}
              </p>
              <a
                className={primaryActionButton}
                href={template.href}
                aria-label={`Use this template: ${template.name}`}
              >
                Use this template
              </a>
            </div>
          </li>
        ))}
      </ul>

      <section className={styles.panel} aria-labelledby="rt-guide-title">
        <h2 id="rt-guide-title" className={styles.panelTitle}>
          How to choose a resume template
        </h2>
        <h3 className={styles.subTitle}>Applying online? Pick one column.</h3>
        <p>
          Applicant tracking systems such as Workday, Greenhouse, iCIMS and Taleo copy your resume’s text into
          fields top to bottom. A single column with standard headings (Summary, Experience, Education,
          Skills) is read in the right order by all of them. Modern suits almost any role; Classic reads as
          traditional for law, finance, government and academia.
        </p>
        <h3 className={styles.subTitle}>Long career or many short roles? Compact.</h3>
        <p>
          Compact uses tighter margins and puts skills first, so 10 to 15 years of experience fit on two pages
          without shrinking the type below what a recruiter can read in a quick first pass.
        </p>
        <h3 className={styles.subTitle}>Senior leadership? Executive.</h3>
        <p>
          Executive gives a profile and core competencies room at the top, with serif headings and more white
          space: the weight board members and executive recruiters expect.
        </p>
        <h3 className={styles.subTitle}>Handing it to a person? Two columns are fine.</h3>
        <p>
          Technical puts skills, education and certifications in a side column, which scans well at a career
          fair, in a referral or in an email to a hiring manager. Some older ATS parsers read two columns
          across instead of down, so upload a one-column version when you apply through a job portal.
        </p>
        <h3 className={styles.subTitle}>The colour is yours.</h3>
        <p>
          Every accent prints well in black and white and passes contrast checks for readability. Navy and
          graphite are the most conservative; teal, forest and burgundy stand out without looking
          unprofessional. The colour never changes what an ATS reads.
        </p>
      </section>
      <HowItWorks
        method={method}
        placeholder="Every preview above is drawn by the resume builder itself with a sample resume; choosing a template opens the builder with that layout and colour, and your own details stay in your browser."
      />
    </div>
  );
}
