import { createRandom } from '../../lib/kit/random';

/** A long text for the counting benchmarks: paragraphs of varied sentences, some with times (5:30), seeded. */
const VOCABULARY = `hiring team candidate interview offer salary role manager skills assessment week review
application process feedback recruiter schedule pipeline referral onboarding benefit policy budget
quarter market report data goal plan project client growth culture remote office contract`.split(/\s+/);
const GLUE = 'the a our every each this that with for from about after before into and but'.split(' ');

export function longText(words: number, seed: number): string {
  const random = createRandom(seed);
  const paragraphs: string[] = [];
  let total = 0;
  while (total < words) {
    const sentences: string[] = [];
    const count = 3 + Math.floor(random.next() * 5);
    for (let s = 0; s < count; s += 1) {
      const length = 6 + Math.floor(random.next() * 18);
      const parts = Array.from({ length }, (_, i) =>
        i % 3 === 1 ? random.pick(GLUE) : random.pick(VOCABULARY),
      );
      if (random.next() < 0.2) parts.splice(2, 0, `${1 + Math.floor(random.next() * 12)}:30`);
      sentences.push(`${parts.join(' ').replace(/^./, (c) => c.toUpperCase())}.`);
      total += parts.length;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}
