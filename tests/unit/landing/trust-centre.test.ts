import { describe, expect, it } from 'vitest';
import { landingPages } from '@/content/landing';
import { linkExists } from '@/content/routes';
import { inlineHrefs } from '@/content/schema/longform';

/** The trust centre: the pages a buyer of an AI hiring product looks for, each awaiting counsel. */
const TRUST = [
  '/trust/',
  '/trust/security/',
  '/trust/data-handling/',
  '/trust/subprocessors/',
  '/trust/ai-fairness/',
  '/trust/accessibility/',
];
const pages = landingPages();
const text = (value: unknown): string => JSON.stringify(value);

describe('the trust centre', () => {
  it('has every page, each marked for legal review and dated', () => {
    for (const path of TRUST) {
      const page = pages.find((entry) => entry.path === path);
      expect(page, path).toBeDefined();
      expect(page!.legalReview, path).toEqual({ status: 'pending' });
      expect(page!.updated, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('links from the hub to every page and the privacy policy, and every link resolves', () => {
    const hub = pages.find((entry) => entry.path === '/trust/')!;
    const hubLinks = hub.sections.flatMap((section) =>
      section.type === 'links' ? section.items.map((item) => item.href) : [],
    );
    expect(hubLinks).toEqual(expect.arrayContaining([...TRUST.slice(1), '/privacy-policy/']));
    for (const path of TRUST) {
      const page = pages.find((entry) => entry.path === path)!;
      const hrefs = [
        ...page.sections.flatMap((section) =>
          section.type === 'links' ? section.items.map((i) => i.href) : [],
        ),
        ...inlineHrefs(text(page.sections)).filter((href) => href.startsWith('/')),
      ];
      for (const href of hrefs) expect(linkExists(href), `${path} → ${href}`).toBe(true);
    }
  });

  it('covers what the AI-fairness page must: validation, adverse impact, human review, notice, the audit summary', () => {
    const page = text(pages.find((entry) => entry.path === '/trust/ai-fairness/'));
    for (const topic of [
      'How assessments are validated',
      'Adverse-impact monitoring',
      'four-fifths',
      'People decide',
      'Candidate notice and accommodations',
      'The bias-audit summary',
      'impact ratio',
      'Local Law 144',
      'EU AI Act',
    ])
      expect(page, topic).toContain(topic);
  });

  it('keeps retention periods the same as the privacy policy', () => {
    const policy = text(pages.find((entry) => entry.path === '/privacy-policy/'));
    const handling = text(pages.find((entry) => entry.path === '/trust/data-handling/'));
    for (const period of [
      '24 months after the candidate’s last activity',
      'deleted within 90 days of closure',
      '30 days after a trial ends',
      'overwritten within 35 days',
    ]) {
      expect(policy, period).toContain(period);
      expect(handling, period).toContain(period);
    }
  });
});
