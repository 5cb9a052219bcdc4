import type { ReactNode } from 'react';
import { ResumePaper } from '@/components/tools/career/resume/ResumePaper';
import { TEMPLATES } from '@/lib/career/templates';
import { LAYOUTS } from '@/lib/career/resume/designs';
import { sampleResume } from '@/lib/career/resume/sample';
import { buildView } from '@/lib/career/resume/view';
import { TemplateGallery } from './islands';

/** The sample's dates read the same on every build ("Mar 2021 – Present" needs no clock). */
const SAMPLE_TODAY = { year: 2026, month: 11 } as const;

/**
 * Server side of the template gallery: each thumbnail is the builder's own preview (ResumePaper)
 * of the sample resume in that layout and accent, rendered into the static HTML and scaled by the
 * sheet's container units, so the gallery shows exactly what the builder will draw.
 */
export function templatePreviews(): Record<string, ReactNode> {
  return Object.fromEntries(
    TEMPLATES.map((template) => {
      const design = { layout: template.layout, accent: template.accent, paper: 'letter' } as const;
      const view = buildView(sampleResume(design), SAMPLE_TODAY);
      return [
        template.id,
        <ResumePaper
          key={template.id}
          view={view}
          spec={LAYOUTS[template.layout]}
          design={design}
          pages={1}
        />,
      ];
    }),
  );
}

export function ResumeTemplates({ method }: { method: readonly string[] }) {
  return <TemplateGallery previews={templatePreviews()} method={method} />;
}
