import { capitalize, titleCase, phraseList } from '../text';
import { count, fillTemplate, orderPhrases, phraseFromAi, type Filled } from './phrases';
import type { Engine, Values } from '../types';

/** LinkedIn cuts headlines at 220 characters; about the first 60 show beside a name in search. */
export const HEADLINE_LIMIT = 220;

/** Headline patterns by style, and each style's label (content/tools/generators/words/linkedin-headline.ts). */
export type HeadlineWords = {
  patterns: Record<string, readonly string[]>;
  styleLabels: Record<string, string>;
};

/**
 * A skill as it reads mid-sentence ("specializing in patient safety and TypeScript"): a skill typed
 * in Title Case ("Patient Safety") or a capitalised gerund ("Sourcing") goes lower case; acronyms,
 * inner capitals and one-word names ("SEO", "TypeScript", "React") stay as typed.
 */
function inSentence(skill: string): string {
  const words = skill.split(' ');
  const common = words.length > 1 || /^[A-Z][a-z]+ing$/.test(skill) || /^[a-z]/.test(skill);
  return words.map((word) => (common && /^[A-Z][a-z'’-]*$/.test(word) ? word.toLowerCase() : word)).join(' ');
}

/** The headline generator, filling the patterns in `words` (content/tools/generators/engines/linkedin-headline.ts puts them in). */
export const linkedinHeadlineEngine = (words: HeadlineWords): Engine => ({
  generate: (values: Values, rng) => {
    const role = titleCase((values.role ?? '').trim());
    const skills = phraseList(values.skills ?? '', 5);
    const achievement = (values.achievement ?? '').trim().replace(/[.]+$/, '');
    const audience = (values.audience ?? '').trim();
    const goal = (values.goal ?? '').trim().replace(/[.]+$/, '');
    const slots: Record<string, string> = {
      R: role,
      S3: skills.slice(0, 3).map(titleCase).join(' · '),
      S2: skills.slice(0, 2).map(titleCase).join(' · '),
      s1: skills[0] ? inSentence(skills[0]) : '',
      s2: skills.slice(0, 2).map(inSentence).join(' and '),
      // The achievement always opens a segment after "|" or "·", so it starts with a capital.
      X: capitalize(achievement),
      A: audience,
      G: goal,
      C: (values.company ?? '').trim(),
      L: (values.location ?? '').trim(),
    };
    const style = words.patterns[values.style ?? ''] ? (values.style as string) : 'professional';
    const pool: Filled[] = [];
    for (const [name, patterns] of Object.entries(words.patterns))
      for (const pattern of patterns) {
        const text = fillTemplate(pattern, slots);
        if (text)
          pool.push({
            text,
            detail: words.styleLabels[name] ?? name,
            weight: name === style ? 3 : 0,
          });
      }
    const ideas = orderPhrases(pool, {
      rng,
      count: 12,
      limit: HEADLINE_LIMIT,
      userWords: [role, ...skills, achievement, audience, goal],
    });
    return {
      ideas,
      summary: ideas.length
        ? `${count(ideas.length, 'headline')} within LinkedIn’s ${HEADLINE_LIMIT}-character limit. Add skills, an achievement or who you help for more variety.`
        : 'Add your role to see headlines.',
    };
  },
  fromAi: (text, _secondary, values) =>
    phraseFromAi(text, HEADLINE_LIMIT, [
      values.role ?? '',
      values.skills ?? '',
      values.achievement ?? '',
      values.audience ?? '',
    ]),
  ai: true,
});
