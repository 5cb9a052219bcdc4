/**
 * Fakes the answers of an OpenAI-compatible chat model. The site expects prose with a JSON object
 * between `***` markers; the emulator answers the same request with the same text, and shapes the
 * JSON like the `<example>` the prompt gives, so the pages render plausible, stable content.
 */

export type ChatContent = string | Array<{ type?: string; text?: string }>;
export interface ChatMessage {
  role: string;
  content: ChatContent;
}

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const STOP_WORDS = new Set(
  `a an and are as at be but by for from has have how i in into is it its me my of on or our so than that the
  their them then there these they this to was we were what when which who will with would you your
  write give make return create generate please about using use json object example answer reply only
  should must can could each all any some more most also just like not no yes do does`.split(/\s+/),
);

/** FNV-1a: a short, stable hash so equal requests seed equal answers. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function contentText(content: ChatContent): string {
  if (typeof content === 'string') return content;
  return content.map((part) => (typeof part.text === 'string' ? part.text : '')).join('\n');
}

export function lastUserMessage(messages: ChatMessage[]): string {
  const last = [...messages].reverse().find((message) => message.role === 'user');
  return last ? contentText(last.content) : '';
}

/** The prompt's own words, minus examples and filler, in the order they first appear. */
export function keyWords(prompt: string): string[] {
  const withoutExamples = prompt.replace(/<example>[\s\S]*?<\/example>/gi, ' ');
  const words = withoutExamples.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  const unique = new Set(
    words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word)),
  );
  return unique.size > 0 ? [...unique] : ['sample', 'content'];
}

/** The first `<example>...</example>` holding a JSON object, searched through every message. */
export function findExample(messages: ChatMessage[]): Json | undefined {
  for (const message of messages) {
    for (const match of contentText(message.content).matchAll(/<example>([\s\S]*?)<\/example>/gi)) {
      try {
        const parsed = JSON.parse((match[1] ?? '').trim()) as Json;
        if (typeof parsed === 'object' && parsed !== null) return parsed;
      } catch {
        // Not JSON: keep looking, and fall back to plain text if none is.
      }
    }
  }
  return undefined;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plainSentence = (a: string) => `${capitalize(a)}.`;

const SENTENCE_FRAMES: Array<(a: string, b: string, c: string) => string> = [
  (a, b, c) => `${capitalize(a)} and ${b} come first, with ${c} close behind.`,
  (a, b, c) => `The team brings ${a} to ${b} every day, and ${c} keeps it honest.`,
  (a, b, c) => `Expect clear goals around ${a}, room to grow in ${b}, and support for ${c}.`,
  (a, b, c) => `${capitalize(a)} matters here because ${b} and ${c} depend on it.`,
];

/** Hands out prompt words in rotation; the numbering keeps sibling strings distinct. */
class WordSource {
  private next: number;
  private count = 0;
  private sentences = 0;
  constructor(
    private readonly words: string[],
    seed: number,
  ) {
    this.next = seed % words.length;
  }

  private take(): string {
    const word = this.words[this.next % this.words.length] ?? 'sample';
    this.next += 1;
    return word;
  }

  phrase(wordCount: number): string {
    this.count += 1;
    const words = Array.from({ length: wordCount }, () => this.take());
    return `${capitalize(words.join(' '))} ${this.count}`;
  }

  /** Prompt words set in fixed sentence frames, so the filler reads like prose. */
  sentence(): string {
    const frame = SENTENCE_FRAMES[this.sentences++ % SENTENCE_FRAMES.length] ?? plainSentence;
    return frame(this.take(), this.take(), this.take());
  }
}

/** Same keys, numbers, booleans and array lengths as the example; every string rewritten. */
function fillLike(example: Json, words: WordSource): Json {
  if (typeof example === 'string') {
    // Long example strings stand for prose, short ones for titles and labels.
    return example.length > 60
      ? `${words.sentence()} ${words.sentence()}`
      : words.phrase(example.length > 20 ? 3 : 2);
  }
  if (Array.isArray(example)) return example.map((item) => fillLike(item, words));
  if (example !== null && typeof example === 'object') {
    return Object.fromEntries(Object.entries(example).map(([key, value]) => [key, fillLike(value, words)]));
  }
  return example;
}

function paragraph(prompt: string, seed: number): string {
  const words = keyWords(prompt);
  const source = new WordSource(words, seed);
  const topic = words.slice(0, 3).join(', ');
  return [
    `This is an emulated answer about ${topic}.`,
    source.sentence(),
    source.sentence(),
    source.sentence(),
  ].join(' ');
}

export interface GeneratedAnswer {
  /** The object the site parses from between the markers. */
  payload: Json;
  /** The whole assistant message: prose, then `***{...}***`. */
  content: string;
}

export function generateAnswer(model: string, messages: ChatMessage[]): GeneratedAnswer {
  const prompt = lastUserMessage(messages);
  const seed = hashText(JSON.stringify([model, messages]));
  const example = findExample(messages);
  const payload =
    example === undefined
      ? { text: paragraph(prompt, seed) }
      : fillLike(example, new WordSource(keyWords(prompt), seed));
  return { payload, content: `Here you go:\n***${JSON.stringify(payload)}***` };
}
