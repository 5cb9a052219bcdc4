import nlp from 'compromise';
import { capitalize, terms } from '../grammar';
import { createRandom } from '@/lib/kit/random';
import { fill, tidy } from '../template';
import { agree } from '../../agreement';
import { nounPhrase } from '../../noun-phrase';
import { adjectiveFits, knownAdjective } from '../../pairing';
import type { ComposeContext, ComposeEngine, ComposeValues } from '../types';
import type { Frame, Level, PartOfSpeech, SentenceType, SentenceWords } from './words';

const TYPES: readonly SentenceType[] = ['simple', 'compound', 'complex', 'question'];
const LEVELS: Record<string, Level> = { basic: 1, standard: 2, advanced: 3 };

export type WordReading = {
  pos: PartOfSpeech;
  base: string;
  past: string;
  gerund: string;
  /** True when the part of speech was worked out rather than chosen. */
  guessed: boolean;
};

/**
 * How to read the word: the visitor's choice, or compromise's tagger. An -s form the tagger calls a
 * verb ("benefits") and a capitalised word it calls an adjective ("Slack") are read as nouns, which
 * is what people mean far more often when they ask for a sentence.
 */
export function readWord(word: string, chosen: string): WordReading {
  const doc = nlp(word);
  const tags = new Set(doc.json()[0]?.terms?.flatMap((term: { tags: string[] }) => term.tags) ?? []);
  let pos: PartOfSpeech;
  if (chosen === 'noun' || chosen === 'verb' || chosen === 'adjective' || chosen === 'adverb') pos = chosen;
  else if (tags.has('Gerund')) pos = 'noun';
  else if (tags.has('Verb') && !tags.has('Infinitive') && !tags.has('PastTense') && /s$/i.test(word))
    pos = 'noun';
  else if (tags.has('Verb')) pos = 'verb';
  else if ((tags.has('Adjective') || knownAdjective(word)) && !/^[A-Z]/.test(word)) pos = 'adjective';
  else if (tags.has('Adverb')) pos = 'adverb';
  else pos = 'noun';
  const forms = (pos === 'verb' ? doc.verbs().conjugate()[0] : undefined) as
    { Infinitive?: string; PastTense?: string; Gerund?: string } | undefined;
  // A verb the tagger does not know is taken as typed, with regular endings.
  const base = forms?.Infinitive || word;
  return {
    pos,
    base,
    past: forms?.PastTense || `${base.replace(/e$/, '')}ed`,
    gerund: forms?.Gerund || `${base.replace(/e$/, '')}ing`,
    guessed: chosen !== pos,
  };
}

/**
 * The frames that suit the word: an adjective only with what it can describe (a team can be
 * resilient, a task cannot), a name without "the" ("Slack", not "the Slack"), and a plural noun
 * with "them" where the frame points back to it.
 */
function fitWord(
  frames: Record<SentenceType, readonly Frame[]>,
  word: string,
  pos: PartOfSpeech,
): Record<SentenceType, readonly Frame[]> {
  const phrase = nounPhrase(word);
  const isName = pos === 'noun' && /^[A-Z][a-z]/.test(word);
  const fit = (frame: Frame): Frame | null => {
    if (pos === 'adjective') return adjectiveFits(word, frame[1]) ? frame : null;
    if (pos !== 'noun') return frame;
    let text = frame[1];
    if (isName)
      text = text.replace(/\b(the|The) \{word\}/g, (_m, the: string) =>
        the === 'The' ? '{Word}' : '{word}',
      );
    return [frame[0], agree(text, 'word', phrase.plural)];
  };
  const kept = (list: readonly Frame[]) => list.map(fit).filter((frame): frame is Frame => frame !== null);
  return {
    simple: kept(frames.simple),
    compound: kept(frames.compound),
    complex: kept(frames.complex),
    question: kept(frames.question),
  };
}

/** Frames of the wanted level first, then the nearest levels, each group in seeded order. */
function byLevel(frames: readonly Frame[], level: Level, random: ReturnType<typeof createRandom>): Frame[] {
  const distance = (frame: Frame) => Math.abs(frame[0] - level);
  const shuffled = random.sample(frames, frames.length);
  return [...shuffled].sort((a, b) => distance(a) - distance(b));
}

export function composeSentences(words: SentenceWords, values: ComposeValues, { variant }: ComposeContext) {
  const mode = values.mode === 'topic' ? 'topic' : 'word';
  const count = Math.min(10, Math.max(1, Math.round(Number(values.count) || 5)));
  const level = LEVELS[values.level ?? ''] ?? 2;
  const wanted = (values.sentenceType ?? 'mixed') as SentenceType | 'mixed';
  const types = TYPES.includes(wanted as SentenceType) ? [wanted as SentenceType] : TYPES;
  const random = createRandom(`sentence:${mode}:${values.word}:${values.topic}:${variant}`);
  const notes: string[] = [];

  let frames: Record<SentenceType, readonly Frame[]>;
  let slots: Record<string, string>;
  let topicTerms: string[] = [];
  let prefer: string | null = null;
  if (mode === 'word') {
    const word = (values.word ?? '').trim().replace(/[.!?,;:]+$/, '');
    if (!word) return { items: [], notes: ['Type a word to see it used in sentences.'] };
    const reading = readWord(word, values.partOfSpeech ?? 'auto');
    frames = fitWord(words.wordFrames[reading.pos], word, reading.pos);
    slots = { word, base: reading.base, past: reading.past, gerund: reading.gerund };
    notes.push(
      reading.guessed
        ? `“${word}” is read as ${reading.pos === 'adjective' || reading.pos === 'adverb' ? 'an' : 'a'} ${reading.pos}. If you meant another part of speech, choose it above.`
        : `“${word}” is used as ${reading.pos === 'adjective' || reading.pos === 'adverb' ? 'an' : 'a'} ${reading.pos}.`,
    );
    // A verb typed in the past tense ("ran") gets the frames that use that form first.
    if (reading.pos === 'verb' && reading.past.toLowerCase() === word.toLowerCase()) prefer = '{past}';
    if (reading.pos === 'verb' && reading.base.toLowerCase() !== word.toLowerCase()) {
      notes.push(`The sentences use the forms of “${reading.base}” that fit them.`);
    }
  } else {
    // One countable thing stands bare in no frame: "onboarding checklist" is written "onboarding checklists".
    const topics = terms(values.topic ?? '').map((term) => {
      const phrase = nounPhrase(term);
      return phrase.kind === 'count' ? phrase.general : term;
    });
    if (!topics.length) return { items: [], notes: ['Type a topic or a few keywords to get sentences.'] };
    // A term typed with its article ("the ATS") cannot follow an adjective ("Good the ATS").
    const withArticle = topics.some((term) => /^(the|a|an|our|your|my)\s/i.test(term));
    frames = Object.fromEntries(
      Object.entries(words.topicFrames).map(([type, list]) => [
        type,
        withArticle ? list.filter((frame) => !/\b(good|better|strong) \{[tu]\}/i.test(frame[1])) : list,
      ]),
    ) as Record<SentenceType, readonly Frame[]>;
    slots = { t: topics[0] ?? '', u: topics[1] ?? '' };
    topicTerms = topics;
  }

  const queues = Object.fromEntries(
    types.map((type) => [
      type,
      byLevel(
        frames[type].filter((frame) => slots.u || !frame[1].includes('{u}')),
        level,
        random,
      ).sort((a, b) => (prefer ? Number(b[1].includes(prefer)) - Number(a[1].includes(prefer)) : 0)),
    ]),
  ) as Record<SentenceType, Frame[]>;
  const items: string[] = [];
  for (let index = 0; items.length < count; index++) {
    const type = types[index % types.length] as SentenceType;
    const frame = queues[type].shift();
    if (!frame) {
      if (types.every((t) => queues[t].length === 0)) break;
      continue;
    }
    // Topic keywords take turns, so each sentence leads with a different one.
    const turn = items.length;
    const pair = topicTerms.length
      ? { t: topicTerms[turn % topicTerms.length] ?? '', u: topicTerms[(turn + 1) % topicTerms.length] ?? '' }
      : {};
    const sentence = capitalize(tidy(fill(frame[1], { ...slots, ...pair })));
    // "How could meetings and remote work work together?": a frame that doubles a word is skipped.
    if (/\b(\w+) \1\b/i.test(sentence)) continue;
    items.push(sentence);
  }
  if (items.length < count) {
    notes.push(
      `There are ${items.length} different ${types.length === 1 ? `${types[0]} ` : ''}sentences for this; choose another type or level for more.`,
    );
  }
  return { items, notes };
}

/** The sentence composer, filling the frames in `words` (content/tools/generators/compose/engines/sentence.ts). */
export function sentenceEngine(words: SentenceWords): ComposeEngine {
  return {
    compose(values, context) {
      const { items, notes } = composeSentences(words, values, context);
      if (!items.length) return { drafts: [], notes };
      return {
        drafts: [{ label: 'Sentences', items, body: items.map((item, i) => `${i + 1}. ${item}`).join('\n') }],
        notes,
      };
    },
  };
}
