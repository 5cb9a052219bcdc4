import { agree } from '../agreement';
import { nounPhrase } from '../noun-phrase';
import { categoryOf, pairs } from '../pairing';
import { capitalize, plural } from '../text';
import { count, fillTemplate, orderPhrases, phraseFromAi, type Filled } from './phrases';
import type { Engine, Values } from '../types';

type Tone = 'bold' | 'friendly' | 'premium' | 'playful';

/**
 * The patterns slogans are filled from, by tone (content/tools/generators/words/slogan.ts). {B} is
 * the brand, {b}/{Bn} the benefit in lower or sentence case, {a} the audience; {starts} and
 * {meets} are those verbs agreeing with the benefit.
 */
export type SloganWords = { patterns: Record<Tone, readonly string[]> };

const toneOf = (values: Values): Tone =>
  (['bold', 'friendly', 'premium', 'playful'] as const).find((t) => t === values.tone) ?? 'bold';

export const SLOGAN_LIMIT = 60;

/** The slogan generator, filling the patterns in `words` (content/tools/generators/engines/slogan.ts puts them in). */
export const sloganEngine = (words: SloganWords): Engine => ({
  generate: (values, rng) => {
    const brand = (values.brand ?? '').trim();
    const typed = nounPhrase((values.benefit ?? '').trim().replace(/[.!]+$/, ''));
    // One countable thing ("pain-free checkup") reads as a slogan in the plural, as no pattern gives it an article.
    const benefit = typed.kind === 'count' ? typed.general : typed.text;
    const audience = (values.audience ?? '').trim() || 'everyone';
    // Mid-sentence the benefit starts lower case, unless it opens with a name or acronym ("HR", "iPhone").
    const lower = /^[A-Z][a-z]/.test(benefit) ? benefit[0]!.toLowerCase() + benefit.slice(1) : benefit;
    // Verbs after the benefit agree with it: "Better pain-free checkups start here."
    const many = typed.plural;
    const slots = {
      B: brand,
      b: lower,
      Bn: capitalize(benefit),
      a: audience,
      starts: many ? 'start' : 'starts',
      meets: many ? 'meet' : 'meets',
    };
    const tone = toneOf(values);
    const pool: Filled[] = [];
    // "More faster hiring" reads wrong: a benefit that is already a comparative skips those patterns.
    const comparative = /^(more|less|better|\w+er)\b/i.test(benefit);
    for (const [name, patterns] of Object.entries(words.patterns))
      for (const pattern of patterns) {
        if (
          comparative &&
          /(More|Better|better|smarter|[Ee]xceptional|good|your|standard in|art of|less than|treat yourself to) \{b\}/.test(
            pattern,
          )
        )
          continue;
        // A pattern must make sense with this kind of benefit ("treat yourself to" coffee, not software).
        const kind = categoryOf(typed);
        if (!pairs(pattern, 'b', kind) || !pairs(pattern, 'Bn', kind)) continue;
        const text = fillTemplate(agree(agree(pattern, 'b', many), 'Bn', many), slots);
        // The visitor typed a benefit to see it used: patterns without it only fill a short list.
        const uses = /\{(b|Bn)\}/.test(pattern) ? 0 : -10;
        if (text)
          pool.push({ text, detail: `${capitalize(name)} tone`, weight: (name === tone ? 3 : 0) + uses });
      }
    const ideas = orderPhrases(pool, {
      rng,
      count: 16,
      limit: SLOGAN_LIMIT,
      userWords: [brand, benefit, audience],
    });
    return {
      ideas,
      summary: ideas.length
        ? `${count(ideas.length, 'slogan')} for ${brand}, each at most ${plural(SLOGAN_LIMIT, 'character')}.`
        : 'No slogans fit 60 characters with this brand and benefit. Shorten the benefit.',
    };
  },
  fromAi: (text, _secondary, values) =>
    phraseFromAi(text, SLOGAN_LIMIT, [values.brand ?? '', values.benefit ?? '', values.audience ?? '']),
  ai: true,
});
