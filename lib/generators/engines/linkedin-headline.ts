import { titleCase, phraseList } from '../text';
import { count, fillTemplate, orderPhrases, phraseFromAi, type Filled } from './phrases';
import type { Engine, Values } from '../types';

/** LinkedIn cuts headlines at 220 characters; about the first 60 show beside a name in search. */
export const HEADLINE_LIMIT = 220;

const PATTERNS: Record<string, readonly string[]> = {
  professional: [
    '{R} | {S3}',
    '{R} | {S3} | {X}',
    '{R} at {C} | {S2}',
    '{R} helping {A} {G}',
    '{R} | {S2} | Helping {A} {G}',
    '{R} specializing in {s2}',
    '{R} | {X}',
  ],
  creative: [
    '{R} who helps {A} {G}',
    'I help {A} {G} | {R}',
    '{R} turning {s1} into results | {X}',
    '{R} · {S3} · {X}',
    'Helping {A} {G} through {s2} | {R}',
    '{R} | Obsessed with {s1} | {X}',
  ],
  seeking: [
    '{R} | Open to new opportunities | {S3}',
    '{R} seeking my next role | {S2} | {X}',
    'Aspiring {R} | {S3}',
    '{R} | {S2} | Open to work in {L}',
    '{R} ready to help {A} {G} | {S2}',
  ],
};

export const engine: Engine = {
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
      s1: skills[0]?.toLowerCase() ?? '',
      s2: skills.slice(0, 2).join(' and ').toLowerCase(),
      X: achievement,
      A: audience,
      G: goal,
      C: (values.company ?? '').trim(),
      L: (values.location ?? '').trim(),
    };
    const style = PATTERNS[values.style ?? ''] ? (values.style as string) : 'professional';
    const pool: Filled[] = [];
    for (const [name, patterns] of Object.entries(PATTERNS))
      for (const pattern of patterns) {
        const text = fillTemplate(pattern, slots);
        if (text)
          pool.push({
            text,
            detail: name === 'seeking' ? 'Job seeking' : name === 'creative' ? 'Creative' : 'Professional',
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
  aiBrief: (values) => ({
    prompt: `Write 8 LinkedIn headlines for a ${values.role ?? ''}. Skills: ${values.skills ?? ''}. Achievement: ${values.achievement || 'none given'}. Helps: ${values.audience || 'not given'} ${values.goal ?? ''}. Style: ${values.style ?? 'professional'}. Each at most ${HEADLINE_LIMIT} characters, specific, no buzzwords like "guru" or "ninja", no invented numbers.`,
    wantsSecondary: false,
  }),
};
