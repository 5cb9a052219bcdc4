import { TEMPLATES } from '@/lib/career/templates';
import { LAYOUTS } from '@/lib/career/resume/designs';
import { sampleResume } from '@/lib/career/resume/sample';
import { buildView } from '@/lib/career/resume/view';
import { TemplateGallery } from './islands';
import type { PreviewProps } from './TemplateGallery';

/** The sample's dates read the same on every build ("Mar 2021 – Present" needs no clock). */
const SAMPLE_TODAY = { year: 2026, month: 11 } as const;

/**
 * Server side of the template gallery: for each template, the sample resume laid out in its layout
 * and accent, which the gallery draws with the builder's own preview (ResumePaper) into the static
 * HTML, scaled by the sheet's container units: the gallery shows exactly what the builder will draw.
 */
export function templatePreviews(): Record<string, PreviewProps> {
  return Object.fromEntries(
    TEMPLATES.map((template) => {
      const design = { layout: template.layout, accent: template.accent, paper: 'letter' } as const;
      const view = buildView(sampleResume(design), SAMPLE_TODAY);
      return [template.id, { view, spec: LAYOUTS[template.layout], design, pages: 1 }];
    }),
  );
}

export function ResumeTemplates({ method }: { method: readonly string[] }) {
  return <TemplateGallery previews={templatePreviews()} method={method} />;
}
