import { Fragment, type CSSProperties, type Ref } from 'react';
import { cx } from '@/components/ui/cx';
import { ACCENTS, PAPERS, tint, type LayoutSpec } from '@/lib/career/resume/designs';
import { sidebarShareWidth } from '@/lib/career/resume/geometry';
import type { Design } from '@/lib/career/resume/model';
import type { ResumeView, ViewEntry, ViewSection } from '@/lib/career/resume/view';
import styles from './paper.module.css';

/**
 * The resume drawn in HTML at the proportions of the page: every size is in points of the layout
 * (lib/career/resume/designs), turned into a share of the sheet's width by CSS container units, so the
 * preview is the PDF in miniature whatever the screen. Nothing typed is ever rendered as markup.
 */
export interface ResumePaperProps {
  view: ResumeView;
  spec: LayoutSpec;
  design: Design;
  /** Pages the content fills, so the sheet is drawn that many pages long. */
  pages: number;
  flowRef?: Ref<HTMLDivElement>;
}

function Entry({ entry, narrow }: { entry: ViewEntry; narrow: boolean }) {
  const right = entry.dates || entry.link?.text || '';
  return (
    <div className={styles.entry}>
      {entry.title || (right && !narrow) ? (
        <div className={styles.row}>
          <span className={styles.entryTitle}>{entry.title}</span>
          {right && !narrow ? (
            <span className={cx(styles.meta, !entry.dates && styles.link)}>{right}</span>
          ) : null}
        </div>
      ) : null}
      {entry.subtitle || (entry.location && !narrow) ? (
        <div className={styles.row}>
          <span className={styles.sub}>{entry.subtitle}</span>
          {entry.location && !narrow ? <span className={styles.meta}>{entry.location}</span> : null}
        </div>
      ) : null}
      {narrow && (entry.location || entry.dates) ? (
        <div className={styles.meta}>{[entry.location, entry.dates].filter(Boolean).join(' · ')}</div>
      ) : null}
      {narrow && entry.link ? <div className={cx(styles.meta, styles.link)}>{entry.link.text}</div> : null}
      {entry.bullets.length ? (
        <ul className={styles.bullets}>
          {entry.bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Section({ section, narrow }: { section: ViewSection; narrow: boolean }) {
  const body = section.body;
  return (
    <div className={styles.section}>
      <p className={styles.heading}>{section.heading}</p>
      {body.kind === 'text' ? <p className={styles.text}>{body.text}</p> : null}
      {body.kind === 'tags' ? <p className={styles.text}>{body.items.join(' · ')}</p> : null}
      {body.kind === 'lines'
        ? body.items.map((line) =>
            narrow ? (
              <div key={line.key} className={styles.line}>
                <div className={section.id === 'skills' ? undefined : styles.strong}>{line.main}</div>
                {line.detail ? <div className={styles.meta}>{line.detail}</div> : null}
              </div>
            ) : (
              <p key={line.key} className={styles.text}>
                <span className={styles.strong}>{line.main}</span>
                {line.detail ? ` – ${line.detail}` : null}
              </p>
            ),
          )
        : null}
      {body.kind === 'entries'
        ? body.entries.map((entry) => <Entry key={entry.key} entry={entry} narrow={narrow} />)
        : null}
    </div>
  );
}

export function ResumePaper({ view, spec, design, pages, flowRef }: ResumePaperProps) {
  const paper = PAPERS[design.paper];
  const accent = ACCENTS[design.accent].hex;
  const side = sidebarShareWidth(spec, paper.width);
  const vars = {
    '--pw': paper.width,
    '--ph': paper.height,
    '--pages': pages,
    '--mx': spec.margin.x,
    '--my': spec.margin.y,
    '--size-name': spec.size.name,
    '--size-title': spec.size.title,
    '--size-heading': spec.size.heading,
    '--size-body': spec.size.body,
    '--size-small': spec.size.small,
    '--lead': spec.leading,
    '--gap-section': spec.gap.section,
    '--gap-entry': spec.gap.entry,
    '--side': side.sidebar,
    '--band': side.band,
    '--accent': `#${accent}`,
    '--tint': `#${tint(accent, 0.09)}`,
  } as CSSProperties;
  const classes = cx(
    styles.paper,
    spec.bodyFont === 'serif' ? styles.serif : styles.sans,
    spec.headingFont === 'serif' && styles.headSerif,
    spec.header === 'center' && styles.centered,
    spec.header === 'band' && styles.banded,
    spec.headingCaps && styles.caps,
    spec.headingAccent && styles.accentHeadings,
    spec.nameAccent && styles.accentName,
    spec.nameCaps && styles.capsName,
    spec.headingRule === 'thin' && styles.ruleThin,
    spec.headingRule === 'thick' && styles.ruleThick,
    spec.columns === 2 && styles.twoColumns,
  );
  const hasHead = view.name || view.title || view.contact.length > 0;
  return (
    <div className={styles.frame}>
      <div className={classes} data-paper={design.paper} data-layout={spec.id} style={vars}>
        {spec.topBar ? <div className={styles.topBar} /> : null}
        <div ref={flowRef} className={styles.flow}>
          {hasHead ? (
            <div className={styles.head}>
              {view.name ? <p className={styles.name}>{view.name}</p> : null}
              {view.title ? <p className={styles.headline}>{view.title}</p> : null}
              {view.contact.length ? (
                <p className={styles.contact}>
                  {view.contact.map((item, index) => (
                    <Fragment key={`${item.kind}-${index}`}>
                      {index > 0 ? <span className={styles.separator}> | </span> : null}
                      <span className={styles.contactItem}>{item.text}</span>
                    </Fragment>
                  ))}
                </p>
              ) : null}
            </div>
          ) : null}
          {spec.columns === 2 ? (
            <div className={styles.columns}>
              <div className={styles.side}>
                {view.sidebar.map((section) => (
                  <Section key={section.id} section={section} narrow />
                ))}
              </div>
              <div className={styles.main}>
                {view.main.map((section) => (
                  <Section key={section.id} section={section} narrow={false} />
                ))}
              </div>
            </div>
          ) : (
            view.main.map((section) => <Section key={section.id} section={section} narrow={false} />)
          )}
          {!hasHead && view.main.length === 0 && view.sidebar.length === 0 ? (
            <p className={styles.empty}>Your resume appears here as you type.</p>
          ) : null}
        </div>
        {Array.from({ length: Math.max(0, pages - 1) }, (_, index) => (
          <div key={index} className={styles.pageBreak} style={{ '--at': index + 1 } as CSSProperties}>
            <span>Page {index + 2}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
