import { capitalize, greetingName, numberWord, ordinal, possessive } from '../grammar';
import { resolveLine, type Line } from '../line';
import { createRandom, type Random } from '@/lib/kit/random';
import { tidy, type Slots } from '../template';
import type { ComposeContext, ComposeEngine, ComposeValues, Draft } from '../types';
import { RELATIONSHIPS, type Relationship } from './form';
import type { AnniversaryWords, Tone } from './words';

export type Milestone = {
  kind: 'first' | 'milestone' | 'regular';
  /** "one year", "five years", "12 years". */
  span: string;
  /** "first", "fifth", "12th". */
  ordinal: string;
  /** "half a decade", "two decades": how a milestone is named. */
  phrase: string;
};

const NAMED: Record<number, string> = {
  1: 'one year',
  5: 'half a decade',
  10: 'a decade',
  15: 'a decade and a half',
  20: 'two decades',
  25: 'a quarter of a century',
  30: 'three decades',
  40: 'four decades',
  50: 'half a century',
};

/** Milestones are the first year and every fifth; they get a sentence of their own. */
export function milestone(years: number): Milestone {
  const span = `${numberWord(years)} ${years === 1 ? 'year' : 'years'}`;
  const kind = years === 1 ? 'first' : years % 5 === 0 ? 'milestone' : 'regular';
  return { kind, span, ordinal: ordinal(years, { words: true }), phrase: NAMED[years] ?? span };
}

/** The i-th item of a list shuffled once per message set, so variations differ from each other. */
function rotation<T>(random: Random, items: readonly T[]) {
  const order = random.sample(items, items.length);
  return (index: number): T | undefined => order[index % order.length];
}

export function composeAnniversary(
  words: AnniversaryWords,
  values: ComposeValues,
  { variant }: ComposeContext,
): Draft[] {
  const name = values.employeeName?.trim() || '[Employee name]';
  const first = values.employeeName?.trim() ? greetingName(name) : '[Employee name]';
  const parsed = Number(values.years);
  const years = Number.isInteger(parsed) && parsed >= 1 && parsed <= 60 ? parsed : 1;
  const relationship = (
    RELATIONSHIPS.some((r) => r.value === values.relationship) ? values.relationship : 'manager'
  ) as Relationship;
  const tone = (['warm', 'formal', 'fun'].includes(values.tone ?? '') ? values.tone : 'warm') as Tone;
  const count = [3, 4, 6].includes(Number(values.count)) ? Number(values.count) : 4;
  const mark = milestone(years);
  const voice = relationship === 'company' ? 'them' : 'you';
  const bank = voice === 'them' ? words.aboutThem[tone] : words.toThem[tone];
  const own = relationship === 'company' ? [] : words.from[relationship][tone];

  const slots: Slots = {
    name,
    first,
    firsts: values.employeeName?.trim() ? possessive(first) : '[Employee name]’s',
    company: values.company,
    span: mark.span,
    ordinal: mark.ordinal,
    phrase: mark.phrase,
    highlight: values.highlight?.trim().replace(/[.!]+$/, ''),
    next: numberWord(years + 1),
  };
  const random = createRandom(`anniversary:${relationship}:${tone}:${variant}`);
  const openings = rotation(random, bank.openings);
  const appreciation = rotation(random, [...bank.appreciation, ...own]);
  const highlights = rotation(random, bank.highlight);
  const closings = rotation(random, bank.closings);
  const milestones = rotation(random, mark.kind === 'regular' ? [] : words.milestone[voice][mark.kind]);
  const sender = values.senderName?.trim();

  const drafts: Draft[] = [];
  const seen = new Set<string>();
  for (let index = 0; drafts.length < count && index < count * 3; index++) {
    const parts: (Line | undefined)[] = [
      openings(index),
      // Every other variation leaves out the milestone or the highlight, so some stay short.
      mark.kind !== 'regular' && index % 2 === 0 ? milestones(index) : undefined,
      appreciation(index),
      slots.highlight && index % 3 !== 2 ? highlights(index) : undefined,
      closings(index),
    ];
    const text = parts
      .filter((part): part is Line => part !== undefined)
      .map((part) => resolveLine(part, slots))
      .filter(Boolean)
      .join(' ');
    const body = tidy(sender ? `${text}\n\n– ${sender}` : text);
    if (seen.has(body)) continue;
    seen.add(body);
    drafts.push({ label: `Option ${drafts.length + 1}`, body });
  }
  return drafts;
}

/** The anniversary composer, writing with `words` (content/tools/generators/compose/engines/anniversary.ts puts them in). */
export function anniversaryEngine(words: AnniversaryWords): ComposeEngine {
  return {
    compose(values, context) {
      const years = Number(values.years);
      // The years are the message: without a valid number there is nothing honest to write.
      if (!Number.isInteger(years) || years < 1 || years > 60) {
        return { drafts: [], notes: ['Enter the years with the company (1 to 60) to see the messages.'] };
      }
      const drafts = composeAnniversary(words, values, context);
      const mark = milestone(years);
      const notes =
        mark.kind === 'regular'
          ? []
          : [
              `${capitalize(mark.ordinal)} anniversary: a milestone, so some options mark ${mark.phrase} on its own.`,
            ];
      return { drafts, notes };
    },
  };
}
