import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { templatePreviews } from '@/components/tools/career/ResumeTemplates';
import { TemplateGallery } from '@/components/tools/career/TemplateGallery';
import { ResumeBuilder } from '@/components/tools/career/resume/ResumeBuilder';
import { countSentence, filterTemplates, NO_FILTER, TEMPLATES } from '@/lib/career/templates';
import { designFromSearch, designHref } from '@/lib/career/resume/design-url';
import { sampleResume } from '@/lib/career/resume/sample';
import { serializeResume } from '@/lib/career/resume/serialize';
import { DRAFT_KEY } from '@/lib/career/resume/storage';

const method = ['How the gallery works.'];

describe('the template catalogue', () => {
  it('holds every layout in every accent, once', () => {
    expect(TEMPLATES).toHaveLength(25);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(25);
    expect(TEMPLATES.find((t) => t.id === 'technical-teal')).toMatchObject({
      columns: 2,
      ats: false,
      href: '/tools/resume-builder/?layout=technical&accent=teal',
    });
  });

  it('filters by columns, ATS-friendliness and style together', () => {
    expect(filterTemplates(TEMPLATES, { ...NO_FILTER, columns: '2' }).map((t) => t.layout)).toEqual(
      Array(5).fill('technical'),
    );
    expect(filterTemplates(TEMPLATES, { ...NO_FILTER, atsOnly: true })).toHaveLength(20);
    expect(filterTemplates(TEMPLATES, { columns: '2', atsOnly: true, style: 'any' })).toHaveLength(0);
    expect(filterTemplates(TEMPLATES, { ...NO_FILTER, style: 'executive' })).toHaveLength(5);
    expect(countSentence(5, 25)).toBe('Showing 5 of 25 templates.');
    expect(countSentence(0, 25)).toMatch(/^No template matches/);
  });
});

describe('the builder link', () => {
  it('round-trips a layout and accent, and ignores unknown values', () => {
    expect(designFromSearch(new URL(designHref('classic', 'burgundy'), 'https://x.test').search)).toEqual({
      layout: 'classic',
      accent: 'burgundy',
    });
    expect(designFromSearch('?layout=fancy&accent=<b>&paper=a4')).toEqual({ paper: 'a4' });
    expect(designFromSearch('')).toEqual({});
  });
});

describe('the gallery', () => {
  it('renders every preview from the builder’s own layout code into the static HTML', () => {
    const html = renderToString(<TemplateGallery previews={templatePreviews()} method={method} />);
    expect(html.match(/data-layout="technical"/g)).toHaveLength(5);
    expect(html.match(/data-layout="classic"/g)).toHaveLength(5);
    expect(html).toContain('Jordan Ellis');
    expect(html).toContain('Showing all 25 templates.');
    expect(html).toContain('href="/tools/resume-builder/?layout=executive&amp;accent=forest"');
  });

  it('hides what the filters rule out and announces the count', async () => {
    const user = userEvent.setup();
    render(<TemplateGallery previews={templatePreviews()} method={method} />);
    const list = screen.getByRole('list', { name: 'Resume templates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await user.selectOptions(screen.getByLabelText('Columns'), '2');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 25 templates.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Use this template: Technical · Navy' })).toBeVisible();
    await user.click(screen.getByLabelText('Only ATS-friendly (one column)'));
    expect(screen.getByRole('status')).toHaveTextContent('No template matches these filters.');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByRole('heading', { level: 2, name: 'How to choose a resume template' })).toBeVisible();
  });
});

describe('the resume builder opened from a template link', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('preselects the layout and accent', async () => {
    window.history.replaceState(null, '', '/tools/resume-builder/?layout=classic&accent=burgundy');
    const view = render(<ResumeBuilder method={method} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Classic' })).toBeChecked(), {
      timeout: 8000,
    });
    expect(screen.getByRole('radio', { name: 'Burgundy' })).toBeChecked();
    expect(view.container.querySelector('[data-layout="classic"]')).not.toBeNull();
  });

  it('keeps the saved draft’s text and changes only its design', async () => {
    const draft = sampleResume({ layout: 'modern', accent: 'navy', paper: 'a4' });
    window.localStorage.setItem(
      DRAFT_KEY,
      serializeResume({ ...draft, contact: { ...draft.contact, name: 'Rosa Diaz' } }),
    );
    window.history.replaceState(null, '', '/tools/resume-builder/?layout=technical&accent=forest');
    render(<ResumeBuilder method={method} />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Rosa Diaz'), {
      timeout: 8000,
    });
    expect(screen.getByRole('radio', { name: 'Technical' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Forest' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'A4' })).toBeChecked();
  });
});
