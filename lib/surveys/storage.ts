import { isRecord, readVersioned, removeEntry, writeVersioned } from '@/lib/kit/draft-store';
import type { Edits } from './edits';
import type { Item } from './model';
import { ANSWER_FORMATS, type AnswerFormat, type Choices } from './spec';

/**
 * Keeps the visitor's draft (choices and edits) in this browser, one entry per tool, so a reload
 * loses nothing; nothing leaves the device. What is read back is checked field by field against the
 * defaults: a value of the wrong type falls back, so an old or tampered entry never breaks the page.
 */
const VERSION = 1;
const MAX_TEXT = 600;
const MAX_ITEMS = 200;

export type Draft = { readonly choices: Choices; readonly edits: Edits };

export const draftKey = (slug: string) => `quotient.questions.${slug}`;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(0, MAX_ITEMS) : [];
const short = (value: string) => value.slice(0, MAX_TEXT);

function cleanChoices<C extends Choices>(saved: unknown, defaults: C): C {
  if (!isRecord(saved)) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = saved[key];
    if (Array.isArray(fallback)) out[key] = Array.isArray(value) ? strings(value) : fallback;
    else if (typeof value === typeof fallback) out[key] = typeof value === 'string' ? short(value) : value;
  }
  return out as C;
}

function cleanItem(value: unknown): Item | null {
  if (!isRecord(value)) return null;
  const { id, section, text, format } = value;
  if (typeof id !== 'string' || typeof section !== 'string' || typeof text !== 'string') return null;
  if (!ANSWER_FORMATS.includes(format as AnswerFormat)) return null;
  return {
    id: short(id),
    section: short(section),
    text: short(text),
    format: format as AnswerFormat,
    options: strings(value.options).map(short),
    probes: strings(value.probes).map(short),
    origin: value.origin === 'ai' ? 'ai' : 'own',
  };
}

function cleanEdits(saved: unknown): Edits {
  const value = isRecord(saved) ? saved : {};
  const text: Record<string, string> = {};
  if (isRecord(value.text)) {
    for (const [id, wording] of Object.entries(value.text).slice(0, MAX_ITEMS)) {
      if (typeof wording === 'string') text[id] = short(wording);
    }
  }
  return {
    text,
    removed: strings(value.removed),
    order: strings(value.order),
    added: (Array.isArray(value.added) ? value.added.slice(0, MAX_ITEMS) : [])
      .map(cleanItem)
      .filter((item): item is Item => item !== null),
  };
}

export function loadDraft<C extends Choices>(slug: string, defaults: C): { choices: C; edits: Edits } | null {
  return readVersioned(draftKey(slug), VERSION, (entry) => ({
    choices: cleanChoices(entry.choices, defaults),
    edits: cleanEdits(entry.edits),
  }));
}

/** False when the browser refused (storage full or blocked). */
export function saveDraft(slug: string, draft: Draft): boolean {
  return writeVersioned(draftKey(slug), VERSION, draft) === 'saved';
}

export function clearDraft(slug: string): void {
  removeEntry(draftKey(slug));
}
