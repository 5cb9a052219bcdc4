import type { Item, QuestionSet, Section } from './model';

/**
 * What the visitor changed, kept apart from the generated questions so that changing a choice
 * (another topic, a longer survey) rebuilds the list without losing a reworded, removed, moved or
 * added question: edits refer to questions by id and are laid over whatever the engine produces.
 */
export type Edits = {
  /** Reworded questions, by id. */
  readonly text: Readonly<Record<string, string>>;
  readonly removed: readonly string[];
  /** Ids in the order the visitor arranged them; questions not listed follow in generated order. */
  readonly order: readonly string[];
  /** The visitor's own questions and accepted AI suggestions. */
  readonly added: readonly Item[];
};

export const NO_EDITS: Edits = { text: {}, removed: [], order: [], added: [] };

export const OWN_SECTION: Section = { id: 'own', title: 'Your own questions' };

export function hasEdits(edits: Edits): boolean {
  return (
    Object.keys(edits.text).length > 0 ||
    edits.removed.length > 0 ||
    edits.order.length > 0 ||
    edits.added.length > 0
  );
}

export function applyEdits(set: QuestionSet, edits: Edits): QuestionSet {
  const known = new Set(set.sections.map((section) => section.id));
  const added = edits.added.map((item) =>
    known.has(item.section) ? item : { ...item, section: OWN_SECTION.id },
  );
  const removed = new Set(edits.removed);
  const rank = new Map(edits.order.map((id, index) => [id, index]));
  const items = [...set.items, ...added]
    .filter((item) => !removed.has(item.id))
    .map((item, natural) => ({ item, natural, rank: rank.get(item.id) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.rank - b.rank || a.natural - b.natural)
    .map(({ item }) => {
      const text = edits.text[item.id];
      return text === undefined ? item : { ...item, text };
    });
  const sections = added.some((item) => item.section === OWN_SECTION.id)
    ? [
        ...set.sections.filter((section) => section.id !== 'closing' && section.id !== 'final'),
        OWN_SECTION,
        ...set.sections.filter((section) => section.id === 'closing' || section.id === 'final'),
      ]
    : set.sections;
  return { ...set, sections, items };
}

/**
 * Moves a question one place up or down inside its section (the order of the shown, numbered
 * list) and returns the new order for Edits.order; unchanged when it is already at that edge.
 */
export function moveItem(
  shown: readonly Pick<Item, 'id' | 'section'>[],
  id: string,
  direction: -1 | 1,
): readonly string[] | null {
  const ids = shown.map((item) => item.id);
  const index = ids.indexOf(id);
  const neighbour = index + direction;
  if (index < 0 || neighbour < 0 || neighbour >= ids.length) return null;
  if (shown[neighbour]?.section !== shown[index]?.section) return null;
  [ids[index], ids[neighbour]] = [ids[neighbour] as string, ids[index] as string];
  return ids;
}

/** The next free id for an added question. */
export function nextOwnId(edits: Edits): string {
  const used = edits.added.map((item) => Number(item.id.replace(/^own-/, ''))).filter(Number.isFinite);
  return `own-${Math.max(0, ...used) + 1}`;
}
