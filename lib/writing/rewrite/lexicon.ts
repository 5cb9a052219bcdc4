import { inflectNoun, inflectVerb, type NounForm, type VerbForm } from './inflect';
import { synonymGroups, type PartOfSpeech, type SynonymGroup, type SynonymWord } from './synonyms';
import { fromWords } from './words';

export type Form = VerbForm | NounForm | 'plain';

/** Where a word of the text sits in the table: its group, which member it is, and in what form. */
export type LexiconHit = { group: SynonymGroup; member: SynonymWord; form: Form };

function formsOf(pos: PartOfSpeech, lemma: string): [Form, string][] {
  if (pos === 'verb')
    return (['base', 's', 'past', 'participle', 'ing'] as const).map((form) => [
      form,
      inflectVerb(lemma, form),
    ]);
  if (pos === 'noun')
    return (['singular', 'plural'] as const).map((form) => [form, inflectNoun(lemma, form)]);
  return [['plain', lemma]];
}

/** Every single-word form of every replaceable member, by part of speech and surface form. */
const index = fromWords(() => {
  const byForm = new Map<string, LexiconHit[]>();
  for (const group of synonymGroups()) {
    for (const member of group.words) {
      if (member.targetOnly || member.word.includes(' ')) continue;
      for (const [form, surface] of formsOf(group.pos, member.word)) {
        const key = `${group.pos}:${surface}`;
        const hits = byForm.get(key) ?? [];
        // A form listed twice (past = participle for "hired") keeps its first reading.
        if (!hits.some((hit) => hit.group === group)) hits.push({ group, member, form });
        byForm.set(key, hits);
      }
    }
  }
  return byForm;
});

export function lookup(pos: PartOfSpeech, word: string): LexiconHit | null {
  return index().get(`${pos}:${word.toLowerCase()}`)?.[0] ?? null;
}

/** A member of the group put in the form the text uses. */
export function inflect(pos: PartOfSpeech, lemma: string, form: Form): string {
  if (pos === 'verb') return inflectVerb(lemma, form as VerbForm);
  if (pos === 'noun') return inflectNoun(lemma, form as NounForm);
  return lemma;
}

/** The other members of the group, inflected, in table order. */
export function alternatives(hit: LexiconHit, pos: PartOfSpeech): { word: string; member: SynonymWord }[] {
  return hit.group.words
    .filter((member) => member !== hit.member)
    .map((member) => ({ word: inflect(pos, member.word, hit.form), member }))
    .filter((alt, index, all) => all.findIndex((other) => other.word === alt.word) === index);
}

/** Copies the capitalisation of `model` ("Hired" → "Recruited", "HIRED" → "RECRUITED"). */
export function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase() && /\p{L}/u.test(model)) return word.toUpperCase();
  if (/^\p{Lu}/u.test(model)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}
