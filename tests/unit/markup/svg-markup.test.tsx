import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const { SiteHeader } = await import('@/components/layout/SiteHeader');
const { SiteFooter } = await import('@/components/layout/SiteFooter');
const { Logo } = await import('@/components/layout/Logo');
const { FourSteps } = await import('@/components/sections/FourSteps');
const { PostArt } = await import('@/components/articles/PostArt');
const { Avatar } = await import('@/components/ui/Avatar');
const { default: HomePage } = await import('@/app/page');
const { home } = await import('@/content/home');
const { ART_KEYS } = await import('@/content/schema/art-keys');
const { defaultScreen } = await import('@/content/screens');

/** Every module in components/illustrations, so a new drawing is checked without editing this test. */
const illustrationModules = import.meta.glob<Record<string, unknown>>('@/components/illustrations/*.tsx', {
  eager: true,
});

/** Props for the drawings that cannot be drawn without them; the rest are drawn as they default. */
const illustrationProps: Record<string, Record<string, unknown>[]> = {
  Illustration: ART_KEYS.map((name) => ({ name })),
  AwardArt: [{ accent: 'indigo' }, { accent: 'amber' }],
  Wordmark: [{ name: 'Northwind', glyph: 'ring' }],
  ScreenPanel: (['builder', 'report', 'recorder', 'reviewer', 'scheduling', 'sourcing'] as const).map(
    (kind) => ({ kind, data: defaultScreen }),
  ),
};

function illustrations(): { name: string; element: ReactElement }[] {
  return Object.values(illustrationModules).flatMap((module) =>
    Object.entries(module)
      .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
      .flatMap(([name, value]) => {
        const Component = value as ComponentType<Record<string, unknown>>;
        return (illustrationProps[name] ?? [{}]).map((props) => ({
          name,
          element: <Component {...props} />,
        }));
      }),
  );
}

/** Drawings outside components/illustrations that carry their own SVG markup. */
const otherDrawings = [
  { name: 'Logo', element: <Logo /> },
  { name: 'FourSteps', element: <FourSteps title="How it works" steps={home.steps.items} /> },
  { name: 'PostArt', element: <PostArt seed="hiring" /> },
  { name: 'Avatar', element: <Avatar name="Amara Okafor" /> },
];

function parse(element: ReactElement): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${renderToString(element)}`, 'text/html');
}

function duplicateIds(doc: Document): string[] {
  const ids = [...doc.querySelectorAll('[id]')].map((node) => node.id);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/** `url(#x)` references whose target is not in the same drawing (or not in the document at all). */
function danglingReferences(doc: Document): string[] {
  return [...doc.querySelectorAll('svg *')].flatMap((node) =>
    [...node.attributes].flatMap((attribute) => {
      const target = /url\(#([^)]+)\)/.exec(attribute.value)?.[1];
      if (!target) return [];
      const owner = node.closest('svg');
      return owner?.querySelector(`[id="${target}"]`) ? [] : [`${attribute.name}=${attribute.value}`];
    }),
  );
}

// The Nu HTML checker accepts these for the SVG font-weight attribute; CSS may say more, SVG may not.
const SVG_FONT_WEIGHT = /^(normal|bold|bolder|lighter|[1-9]00)$/;

describe('SVG markup', () => {
  it('the home page, with header and footer, has no id twice', () => {
    const doc = parse(
      <>
        <SiteHeader />
        <main id="main">
          <HomePage />
        </main>
        <SiteFooter />
      </>,
    );
    expect(doc.querySelectorAll('svg linearGradient').length).toBeGreaterThan(0);
    expect(duplicateIds(doc)).toEqual([]);
    expect(danglingReferences(doc)).toEqual([]);
  });

  it('every drawing can appear twice on a page without sharing an id', () => {
    for (const { name, element } of [...illustrations(), ...otherDrawings]) {
      const doc = parse(
        <>
          {element}
          {element}
        </>,
      );
      expect(duplicateIds(doc), name).toEqual([]);
      expect(danglingReferences(doc), name).toEqual([]);
    }
  });

  it('every drawing uses font-weight values the SVG attribute allows', () => {
    const drawings = [...illustrations(), ...otherDrawings];
    expect(drawings.map((drawing) => drawing.name)).toEqual(
      expect.arrayContaining([
        'AwardArt',
        'Illustration',
        'AssessmentBuilderScreen',
        'SkillsReportScreen',
        'InterviewRecorderScreen',
        'InterviewReviewerScreen',
        'SchedulingScreen',
        'SourcingScreen',
        'TeamScene',
      ]),
    );
    const bad = drawings.flatMap(({ name, element }) =>
      [...parse(element).querySelectorAll('[font-weight]')]
        .map((node) => node.getAttribute('font-weight')!)
        .filter((value) => !SVG_FONT_WEIGHT.test(value))
        .map((value) => `${name}: font-weight="${value}"`),
    );
    expect(bad).toEqual([]);
  });
});
