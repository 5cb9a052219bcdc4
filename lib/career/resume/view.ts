import { formatGraduation, formatRange, type YearMonth } from './dates';
import { LAYOUTS, type SectionId } from './designs';
import type { LayoutId, Resume } from './model';
import { digitsOf, EMAIL, linesOf, webLink, type SafeLink } from './text';

/**
 * What a reader sees of a resume, cleaned once for every renderer (preview, PDF, Word): empty items
 * and sections dropped, dates formatted, bullets split, links made safe. Optional sections exist
 * here only when they have content, which is how they "appear only when filled".
 */

export interface ContactItem {
  readonly kind: 'email' | 'phone' | 'location' | 'link';
  readonly text: string;
  /** mailto:, tel: or an http(s) address; absent for plain text. */
  readonly href?: string;
}

export interface ViewEntry {
  readonly key: string;
  readonly title: string;
  readonly subtitle: string;
  readonly location: string;
  readonly dates: string;
  readonly bullets: readonly string[];
  readonly link?: SafeLink;
}

export interface ViewLine {
  readonly key: string;
  readonly main: string;
  readonly detail: string;
}

export type ViewBody =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'entries'; readonly entries: readonly ViewEntry[] }
  | { readonly kind: 'tags'; readonly items: readonly string[] }
  | { readonly kind: 'lines'; readonly items: readonly ViewLine[] };

export interface ViewSection {
  readonly id: SectionId;
  readonly heading: string;
  readonly body: ViewBody;
}

export interface ResumeView {
  readonly name: string;
  readonly title: string;
  readonly contact: readonly ContactItem[];
  /** Filled sections in the layout's order: the wide column, then (two-column layouts) the side. */
  readonly main: readonly ViewSection[];
  readonly sidebar: readonly ViewSection[];
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const joinParts = (parts: readonly string[], separator: string) =>
  parts.map(clean).filter(Boolean).join(separator);

function contactItems(resume: Resume): ContactItem[] {
  const { email, phone, location, links } = resume.contact;
  const items: ContactItem[] = [];
  const mail = clean(email);
  if (mail) items.push({ kind: 'email', text: mail, href: EMAIL.test(mail) ? `mailto:${mail}` : undefined });
  const tel = clean(phone);
  if (tel) {
    const digits = digitsOf(tel);
    items.push({
      kind: 'phone',
      text: tel,
      href: digits.length >= 7 ? `tel:${tel.trim().startsWith('+') ? '+' : ''}${digits}` : undefined,
    });
  }
  const place = clean(location);
  if (place) items.push({ kind: 'location', text: place });
  for (const link of links) {
    const text = clean(link.url);
    if (!text) continue;
    const safe = webLink(text);
    items.push(safe ? { kind: 'link', text: safe.text, href: safe.href } : { kind: 'link', text });
  }
  return items;
}

function sectionBody(
  id: SectionId,
  resume: Resume,
  layout: LayoutId,
  today: YearMonth,
): ViewBody | undefined {
  switch (id) {
    case 'summary': {
      const text = resume.summary.replace(/[ \t]+/g, ' ').trim();
      return text ? { kind: 'text', text } : undefined;
    }
    case 'experience': {
      const entries = resume.experience
        .map((job): ViewEntry => ({
          key: job.id,
          title: clean(job.role),
          subtitle: clean(job.company),
          location: clean(job.location),
          dates: formatRange(job.start, job.end, job.current, today),
          bullets: linesOf(job.highlights),
        }))
        .filter((entry) => entry.title || entry.subtitle || entry.bullets.length);
      return entries.length ? { kind: 'entries', entries } : undefined;
    }
    case 'education': {
      const entries = resume.education
        .map((school): ViewEntry => ({
          key: school.id,
          title: joinParts([school.degree, school.field], ', '),
          subtitle: clean(school.school),
          location: clean(school.location),
          dates: formatGraduation(school.end, today),
          bullets: linesOf(school.details),
        }))
        .filter((entry) => entry.title || entry.subtitle);
      return entries.length ? { kind: 'entries', entries } : undefined;
    }
    case 'skills': {
      const seen = new Set<string>();
      const items = resume.skills.map(clean).filter((skill) => {
        const key = skill.toLowerCase();
        if (!skill || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (!items.length) return undefined;
      return LAYOUTS[layout].skills === 'list'
        ? { kind: 'lines', items: items.map((skill) => ({ key: skill, main: skill, detail: '' })) }
        : { kind: 'tags', items };
    }
    case 'certifications': {
      const items = resume.certifications
        .filter((cert) => clean(cert.name))
        .map((cert) => ({
          key: cert.id,
          main: clean(cert.name),
          detail: joinParts([cert.issuer, cert.year], ', '),
        }));
      return items.length ? { kind: 'lines', items } : undefined;
    }
    case 'projects': {
      const entries = resume.projects
        .map((project): ViewEntry => ({
          key: project.id,
          title: clean(project.name),
          subtitle: '',
          location: '',
          dates: '',
          bullets: linesOf(project.description),
          link: webLink(project.link),
        }))
        .filter((entry) => entry.title || entry.bullets.length);
      return entries.length ? { kind: 'entries', entries } : undefined;
    }
    case 'languages': {
      const items = resume.languages
        .filter((language) => clean(language.name))
        .map((language) => ({ key: language.id, main: clean(language.name), detail: clean(language.level) }));
      return items.length ? { kind: 'lines', items } : undefined;
    }
  }
}

export function buildView(resume: Resume, today: YearMonth): ResumeView {
  const layout = LAYOUTS[resume.design.layout];
  const sections = (ids: readonly SectionId[]) =>
    ids.flatMap((id): ViewSection[] => {
      const body = sectionBody(id, resume, layout.id, today);
      return body ? [{ id, heading: layout.headings[id], body }] : [];
    });
  return {
    name: clean(resume.contact.name),
    title: clean(resume.contact.title),
    contact: contactItems(resume),
    main: sections(layout.main),
    sidebar: sections(layout.sidebar),
  };
}

/** Everything a reader sees, as plain text: for word counts and the character check. */
export function viewText(view: ResumeView): string {
  const parts: string[] = [view.name, view.title, ...view.contact.map((item) => item.text)];
  for (const section of [...view.main, ...view.sidebar]) {
    parts.push(section.heading);
    const body = section.body;
    if (body.kind === 'text') parts.push(body.text);
    if (body.kind === 'tags') parts.push(...body.items);
    if (body.kind === 'lines') for (const line of body.items) parts.push(line.main, line.detail);
    if (body.kind === 'entries')
      for (const entry of body.entries)
        parts.push(
          entry.title,
          entry.subtitle,
          entry.location,
          entry.dates,
          entry.link?.text ?? '',
          ...entry.bullets,
        );
  }
  return parts.filter(Boolean).join('\n');
}
