import {
  BLANK_ITEMS,
  LIMITS,
  newId,
  type Contact,
  type Design,
  type ListItem,
  type ListKey,
  type Resume,
} from './model';

/** Pure edits of a resume: the island's state changes only through these, which the tests drive too. */

type Items<K extends ListKey> = readonly ListItem<K>[];

const listOf = <K extends ListKey>(resume: Resume, key: K) => resume[key] as Items<K>;
const withList = <K extends ListKey>(resume: Resume, key: K, items: Items<K>): Resume => ({
  ...resume,
  [key]: items,
});

export function setContact(resume: Resume, field: Exclude<keyof Contact, 'links'>, value: string): Resume {
  return { ...resume, contact: { ...resume.contact, [field]: value } };
}

export function setSummary(resume: Resume, summary: string): Resume {
  return { ...resume, summary };
}

export function setDesign(resume: Resume, patch: Partial<Design>): Resume {
  return { ...resume, design: { ...resume.design, ...patch } };
}

export function updateItem<K extends ListKey>(
  resume: Resume,
  key: K,
  id: string,
  patch: Partial<ListItem<K>>,
): Resume {
  return withList(
    resume,
    key,
    listOf(resume, key).map((item) => (item.id === id ? { ...item, ...patch } : item)),
  );
}

/**
 * Adds an entry (blank unless given) at the end; returns the resume and the entry's id, to focus it.
 * Pass the entry in from outside a state updater, which React may run twice.
 */
export function addItem<K extends ListKey>(
  resume: Resume,
  key: K,
  item: ListItem<K> = BLANK_ITEMS[key](),
): { resume: Resume; id: string | undefined } {
  const items = listOf(resume, key);
  if (items.length >= LIMITS.items) return { resume, id: undefined };
  return { resume: withList(resume, key, [...items, item]), id: item.id };
}

export interface Removed<K extends ListKey = ListKey> {
  readonly key: K;
  readonly item: ListItem<K>;
  readonly index: number;
}

export function removeItem<K extends ListKey>(
  resume: Resume,
  key: K,
  id: string,
): { resume: Resume; removed?: Removed<K> } {
  const items = listOf(resume, key);
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return { resume };
  return {
    resume: withList(
      resume,
      key,
      items.filter((item) => item.id !== id),
    ),
    removed: { key, item: items[index]!, index },
  };
}

/** Puts a removed entry back where it was. */
export function restoreItem<K extends ListKey>(resume: Resume, removed: Removed<K>): Resume {
  const items = [...listOf(resume, removed.key)];
  if (items.some((item) => item.id === removed.item.id)) return resume;
  items.splice(Math.min(removed.index, items.length), 0, removed.item);
  return withList(resume, removed.key, items);
}

/** Moves an entry one place up (-1) or down (+1); at either end nothing changes. */
export function moveItem<K extends ListKey>(resume: Resume, key: K, id: string, delta: -1 | 1): Resume {
  const items = [...listOf(resume, key)];
  const index = items.findIndex((item) => item.id === id);
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return resume;
  [items[index], items[target]] = [items[target]!, items[index]!];
  return withList(resume, key, items);
}

export function setLink(resume: Resume, id: string, url: string): Resume {
  return {
    ...resume,
    contact: {
      ...resume.contact,
      links: resume.contact.links.map((link) => (link.id === id ? { ...link, url } : link)),
    },
  };
}

/** Adds an empty link box with this id, unless the resume already has the most it keeps. */
export function addLink(resume: Resume, id: string = newId('link')): Resume {
  if (resume.contact.links.length >= LIMITS.links) return resume;
  return { ...resume, contact: { ...resume.contact, links: [...resume.contact.links, { id, url: '' }] } };
}

export function removeLink(resume: Resume, id: string): Resume {
  return {
    ...resume,
    contact: { ...resume.contact, links: resume.contact.links.filter((link) => link.id !== id) },
  };
}

/**
 * The skills to add from what was typed or pasted: commas, semicolons and line breaks separate them;
 * duplicates (ignoring case) and blanks are skipped, and the list stops at its limit.
 */
export function skillsToAdd(existing: readonly string[], typed: string): string[] {
  const known = new Set(existing.map((skill) => skill.trim().toLowerCase()));
  const added: string[] = [];
  for (const part of typed.split(/[,;\n]/)) {
    const skill = part.replace(/\s+/g, ' ').trim().slice(0, LIMITS.skill);
    if (!skill || known.has(skill.toLowerCase())) continue;
    if (existing.length + added.length >= LIMITS.skills) break;
    known.add(skill.toLowerCase());
    added.push(skill);
  }
  return added;
}

export function addSkills(resume: Resume, typed: string): { resume: Resume; added: string[] } {
  const added = skillsToAdd(resume.skills, typed);
  return { resume: added.length ? { ...resume, skills: [...resume.skills, ...added] } : resume, added };
}

export function removeSkill(resume: Resume, index: number): Resume {
  return { ...resume, skills: resume.skills.filter((_, position) => position !== index) };
}
