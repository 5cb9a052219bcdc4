import { describe, expect, it } from 'vitest';
import { landingPages } from '@/content/landing';
import { caseStudies } from '@/content/stories';
import { testimonials } from '@/content/stories/testimonials';

type Mention = { person: string; company: string; where: string };

/** Every named customer person across case studies, testimonials and landing pages. */
function mentions(): Mention[] {
  const found: Mention[] = [];
  for (const story of caseStudies) {
    found.push({ person: story.quote.name, company: story.customer.name, where: story.path });
  }
  for (const quote of testimonials) {
    found.push({ person: quote.name, company: quote.company, where: 'content/stories/testimonials.ts' });
  }
  for (const page of landingPages()) {
    for (const section of page.sections) {
      if (section.type === 'testimonial') {
        found.push({ person: section.name, company: section.company, where: page.path });
      }
      if (section.type === 'caseStudy' && section.quote) {
        found.push({ person: section.quote.name, company: section.company, where: page.path });
      }
    }
  }
  return found;
}

// "Harbor" and "Harbor Retail" are one customer: compare on the first word of the name.
const key = (company: string) => company.split(/\s+/)[0]!.toLowerCase();

describe('the fictional customers', () => {
  it('give each person one company, wherever they are quoted', () => {
    const companyOf = new Map<string, Mention>();
    for (const mention of mentions()) {
      const first = companyOf.get(mention.person);
      if (first) {
        expect(key(mention.company), `${mention.person} at ${mention.where} and ${first.where}`).toBe(
          key(first.company),
        );
      } else companyOf.set(mention.person, mention);
    }
  });

  it('quote a case-study customer only through the person its story quotes', () => {
    const storyPerson = new Map(caseStudies.map((story) => [key(story.customer.name), story.quote.name]));
    for (const mention of mentions()) {
      const person = storyPerson.get(key(mention.company));
      if (person) expect(mention.person, `${mention.company} on ${mention.where}`).toBe(person);
    }
  });
});
