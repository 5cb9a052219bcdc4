import type { YearMonth } from './dates';
import type { ResumeView, ViewBody, ViewSection } from './view';

/** What every download needs besides the resume: the day it is made, its only clock. */
export interface RenderOptions {
  /** `YYYY-MM-DD`: the file's creation date, and "today" for "Expected" graduation dates. */
  readonly date: string;
}

export function isoDay(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
    throw new Error(`"${date}" is not a YYYY-MM-DD date`);
  return date;
}

/** The year and month of a `YYYY-MM-DD` day, read from the text (no time zone can move it). */
export const yearMonthOfDay = (date: string): YearMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

export const documentTitle = (name: string): string => (name ? `${name} – Resume` : 'Resume');

/** A stable 32-hex-digit ID from the content (FNV-1a, four lanes), where a writer would pick a random one. */
export function contentHash(source: string): string {
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed >>> 0;
      for (let index = 0; index < source.length; index += 1) {
        hash = Math.imul(hash ^ source.charCodeAt(index), 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    })
    .join('')
    .toUpperCase();
}

function foldBody(body: ViewBody, fold: (text: string) => string): ViewBody {
  switch (body.kind) {
    case 'text':
      return { kind: 'text', text: fold(body.text) };
    case 'tags':
      return { kind: 'tags', items: body.items.map(fold) };
    case 'lines':
      return {
        kind: 'lines',
        items: body.items.map((line) => ({ ...line, main: fold(line.main), detail: fold(line.detail) })),
      };
    case 'entries':
      return {
        kind: 'entries',
        entries: body.entries.map((entry) => ({
          ...entry,
          title: fold(entry.title),
          subtitle: fold(entry.subtitle),
          location: fold(entry.location),
          dates: fold(entry.dates),
          bullets: entry.bullets.map(fold),
          link: entry.link ? { ...entry.link, text: fold(entry.link.text) } : undefined,
        })),
      };
  }
}

/** The view with every visible string passed through `fold` (links keep their addresses). */
export function foldView(view: ResumeView, fold: (text: string) => string): ResumeView {
  const sections = (list: readonly ViewSection[]) =>
    list.map((section) => ({
      ...section,
      heading: fold(section.heading),
      body: foldBody(section.body, fold),
    }));
  return {
    name: fold(view.name),
    title: fold(view.title),
    contact: view.contact.map((item) => ({ ...item, text: fold(item.text) })),
    main: sections(view.main),
    sidebar: sections(view.sidebar),
  };
}
