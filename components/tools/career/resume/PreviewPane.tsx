import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import { ACCENTS, LAYOUTS, PAPERS, type LayoutSpec } from '@/lib/career/resume/designs';
import { ACCENT_IDS, LAYOUT_IDS, PAPER_IDS, type Design } from '@/lib/career/resume/model';
import type { ResumeView } from '@/lib/career/resume/view';
import { ResumePaper } from './ResumePaper';
import styles from './builder.module.css';

interface PreviewPaneProps {
  view: ResumeView;
  design: Design;
  onDesign: (patch: Partial<Design>) => void;
  /** Pages the preview fills, once measured in the browser. */
  onPages: (pages: number) => void;
}

/** Pages the content needs: its height against the text height of one page, both in sheet pixels. */
function measurePages(flow: HTMLElement, spec: LayoutSpec, design: Design): number | undefined {
  const frame = flow.parentElement?.parentElement;
  const width = frame?.clientWidth ?? 0;
  if (!width) return undefined;
  const paper = PAPERS[design.paper];
  const perPage = ((paper.height - 2 * spec.margin.y) * width) / paper.width;
  return Math.max(1, Math.ceil((flow.offsetHeight - 1) / perPage));
}

export function PreviewPane({ view, design, onDesign, onPages }: PreviewPaneProps) {
  const spec = LAYOUTS[design.layout];
  const flow = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(1);

  useEffect(() => {
    const element = flow.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const count = measurePages(element, spec, design);
      if (count === undefined) return;
      setPages(count);
      onPages(count);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement?.parentElement) observer.observe(element.parentElement.parentElement);
    measure();
    return () => observer.disconnect();
  }, [spec, design, onPages]);

  return (
    <div className={styles.previewInner}>
      <div className={styles.previewBar}>
        <h2 className={styles.paneTitle}>Preview</h2>
        <p className={styles.pageCount}>
          {`${pages === 1 ? '1 page' : `About ${pages} pages`} · ${PAPERS[design.paper].name}`}
        </p>
      </div>
      <div className={styles.design}>
        <fieldset className={styles.choiceGroup}>
          <legend className={styles.choiceLegend}>Layout</legend>
          <div className={styles.options}>
            {LAYOUT_IDS.map((id) => (
              <label key={id} className={styles.option}>
                <input
                  type="radio"
                  name="rb-layout"
                  id={`rb-layout-${id}`}
                  value={id}
                  checked={design.layout === id}
                  aria-describedby="rb-layout-blurb"
                  onChange={() => onDesign({ layout: id })}
                />
                <span>{LAYOUTS[id].name}</span>
              </label>
            ))}
          </div>
          <p id="rb-layout-blurb" className={styles.blurb}>
            {spec.blurb}
          </p>
        </fieldset>
        <div className={styles.designRow}>
          <fieldset className={styles.choiceGroup}>
            <legend className={styles.choiceLegend}>Accent colour</legend>
            <div className={styles.options}>
              {ACCENT_IDS.map((id) => (
                <label key={id} className={styles.option}>
                  <input
                    type="radio"
                    name="rb-accent"
                    value={id}
                    checked={design.accent === id}
                    onChange={() => onDesign({ accent: id })}
                  />
                  <span>
                    <i
                      className={styles.swatch}
                      style={{ background: `#${ACCENTS[id].hex}` }}
                      aria-hidden="true"
                    />
                    {ACCENTS[id].name}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.choiceGroup}>
            <legend className={styles.choiceLegend}>Paper</legend>
            <div className={styles.options}>
              {PAPER_IDS.map((id) => (
                <label key={id} className={styles.option}>
                  <input
                    type="radio"
                    name="rb-paper"
                    value={id}
                    checked={design.paper === id}
                    onChange={() => onDesign({ paper: id })}
                  />
                  <span>{PAPERS[id].name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>
      <div className={cx(styles.sheet)} aria-label="Resume preview" role="region">
        <ResumePaper view={view} spec={spec} design={design} pages={pages} flowRef={flow} />
      </div>
    </div>
  );
}
