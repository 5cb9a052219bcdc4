import { DATE_RANGE, SINGLE_DATE, YEAR_ONLY } from './dates';
import type { Confidence, ParsedCertification, ParsedEducation, ParsedExperience } from './model';
import { COMPANY_WORDS, splitLocation, TITLE_WORDS } from './words';

/**
 * The repeated entries of a resume (jobs, schools, certifications) from the lines of their section.
 * Extracted text rarely keeps the layout, so entries are found by what they contain: a job by its
 * date range, a school by a degree or an institution's name.
 */

const STRONG_SEPARATOR = /\s*(?:\||•|·|\t| {2,}|\s[-–—]\s|\s@\s)\s*/;
let counter = 0;
const nextId = (prefix: string) => `${prefix}-parsed-${(counter += 1)}`;

/** Achievements: marked bullets, and unmarked lines that read as sentences (DOCX text keeps no markers). */
export function isBulletLike(line: string): boolean {
  if (line.startsWith('• ')) return true;
  if (DATE_RANGE.test(line)) return false;
  const words = line.split(/\s+/).length;
  return line.length > 90 || (words >= 6 && /[.;!]$/.test(line)) || words >= 12;
}

const stripBullet = (line: string) => line.replace(/^• /, '').trim();

interface Group {
  header: string[];
  body: string[];
}

function groupLines(lines: readonly string[]): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const line of lines) {
    if (isBulletLike(line)) {
      if (!current) groups.push((current = { header: [], body: [] }));
      current.body.push(stripBullet(line));
    } else if (current && current.body.length === 0) {
      current.header.push(line);
    } else {
      groups.push((current = { header: [line], body: [] }));
    }
  }
  return groups;
}

interface Header {
  role: string;
  company: string;
  location: string;
  start: string;
  end: string;
  leftover: string[];
}

function readJobHeader(lines: readonly string[]): Header | undefined {
  const dateIndex = lines.findIndex((line) => DATE_RANGE.test(line));
  if (dateIndex < 0) return undefined;
  const dateLine = lines[dateIndex]!;
  const range = DATE_RANGE.exec(dateLine)!;
  const remainder = dateLine
    .replace(range[0], ' ')
    .replace(/[(),\s|–—-]+$/, '')
    .replace(/^[\s|,–—-]+/, '')
    .trim();
  // A place beside the dates ("Boston, MA | Jan 2021 – Present") names neither the role nor the company.
  const remainderPieces = remainder
    ? remainder.split(STRONG_SEPARATOR).filter((piece) => piece && splitLocation(piece).rest)
    : [];
  const keepBefore = remainderPieces.length >= 2 ? 0 : remainderPieces.length === 1 ? 1 : 2;
  const before = lines.slice(Math.max(0, dateIndex - keepBefore), dateIndex);
  const leftover = lines.slice(0, Math.max(0, dateIndex - keepBefore));
  const after = lines.slice(dateIndex + 1);

  const pieces: string[] = [];
  for (const line of [...before, remainder, ...after.slice(0, 2)]) {
    for (const piece of line.split(STRONG_SEPARATOR)) if (piece.trim()) pieces.push(piece.trim());
  }
  let location = '';
  const named: string[] = [];
  for (const piece of pieces) {
    const split = splitLocation(piece);
    if (split.location && !location) location = split.location;
    const rest = split.location ? split.rest : piece;
    if (!rest) continue;
    // "Senior Recruiter, Brightline Health" or "Recruiter at Brightline Health".
    const at = /^(.+?)\s+at\s+(.+)$/.exec(rest);
    const parts = at
      ? [at[1]!, at[2]!]
      : rest
          .split(/,\s+/)
          .map((part) => part.trim())
          .filter(Boolean);
    if (at || (parts.length === 2 && TITLE_WORDS.test(parts[0]!) !== TITLE_WORDS.test(parts[1]!)))
      named.push(...parts);
    else named.push(rest.replace(/,$/, ''));
  }
  const roleIndex = named.findIndex((piece) => TITLE_WORDS.test(piece) && !COMPANY_WORDS.test(piece));
  const role = roleIndex >= 0 ? named[roleIndex]! : (named[0] ?? '');
  const company = named.find((piece, index) => index !== (roleIndex >= 0 ? roleIndex : 0)) ?? '';
  return {
    role,
    company,
    location,
    start: range[1]!.trim(),
    end: range[2]!.trim(),
    leftover: [...leftover, ...after.slice(2)],
  };
}

export function readExperience(lines: readonly string[]): ParsedExperience[] {
  const entries: { header: Header | undefined; body: string[] }[] = [];
  for (const group of groupLines(lines)) {
    const header = readJobHeader(group.header);
    const previous = entries.at(-1);
    if (!header && previous) {
      // No dates: unmarked achievements of the job above, not a job of their own.
      previous.body.push(...group.header, ...group.body);
      continue;
    }
    if (header && previous && header.leftover.length) previous.body.push(...header.leftover);
    entries.push({
      header,
      body: [...(header && !previous ? header.leftover : []), ...(header ? [] : group.header), ...group.body],
    });
  }
  return entries
    .filter((entry) => entry.header || entry.body.length)
    .map(({ header, body }) => {
      const confidence: Confidence =
        header?.role && header.company && TITLE_WORDS.test(header.role) ? 'high' : header ? 'medium' : 'low';
      return {
        id: nextId('exp'),
        role: header?.role ?? '',
        company: header?.company ?? '',
        location: header?.location ?? '',
        start: header?.start ?? '',
        end: header?.end ?? '',
        highlights: body.join('\n'),
        confidence,
      };
    });
}

const DEGREE =
  /\b(?:Bachelor(?:'s|’s)?(?: of (?:Arts|Science|Business Administration|Fine Arts|Engineering|Nursing|Applied Science))?|Master(?:'s|’s)?(?: of (?:Arts|Science|Business Administration|Public Health|Fine Arts|Engineering|Education|Social Work))?|Associate(?:'s|’s)?(?: of (?:Arts|Science|Applied Science))?(?: [Dd]egree)?|Doctor of [A-Z][a-z]+|Ph\.?\s?D\.?|M\.?B\.?A\.?|B\.?S\.?N\.?|B\.?B\.?A\.?|B\.?Sc\.?|M\.?Sc\.?|M\.?Ed\.?|B\.A\.|B\.S\.|M\.A\.|M\.S\.|BA|BS|MA|MS|J\.?D\.?|High School Diploma|GED)(?=[\s,.;)]|$)/;
const SCHOOL = /\b(?:University|College|Institute|School|Academy|Polytechnic|Universidad|Université)\b/;

export function readEducation(lines: readonly string[]): ParsedEducation[] {
  type Draft = { school: string; degree: string; field: string; end: string; details: string[] };
  const drafts: Draft[] = [];
  let current: Draft | undefined;
  for (const raw of lines) {
    const line = stripBullet(raw);
    const parts = line
      // A full stop after a word ends a part ("Adult Learning. DePaul University"); "B.A. " does not.
      .split(new RegExp(`${STRONG_SEPARATOR.source}|,\\s+|\\s*[()]\\s*|(?<=\\p{Ll}{2})\\.\\s+`, 'u'))
      .map((part) => part?.trim() ?? '')
      .filter(Boolean);
    const schoolIndex = parts.findIndex((part) => SCHOOL.test(part) && !DEGREE.test(part));
    const degreeIndex = parts.findIndex((part) => DEGREE.test(part) && !SCHOOL.test(part));
    const hasSchool = schoolIndex >= 0;
    const hasDegree = degreeIndex >= 0;
    if (
      (hasSchool || hasDegree) &&
      (!current || (hasSchool && current.school) || (hasDegree && current.degree))
    )
      drafts.push((current = { school: '', degree: '', field: '', end: '', details: [] }));
    if (!current) continue;
    const isWord = (part: string | undefined) =>
      !!part &&
      /^[A-Z][A-Za-z&'’ ]+$/.test(part) &&
      !YEAR_ONLY.test(part) &&
      !SCHOOL.test(part) &&
      !DEGREE.test(part) &&
      part.split(' ').length <= 4;
    if (hasSchool && !current.school) {
      // "University of California, Berkeley": a campus after the comma belongs to the name.
      const campus = parts[schoolIndex + 1];
      current.school =
        isWord(campus) &&
        !/^(?:Expected|GPA)/.test(campus!) &&
        schoolIndex + 1 !== degreeIndex &&
        degreeIndex < schoolIndex
          ? `${parts[schoolIndex]}, ${campus}`
          : parts[schoolIndex]!;
    }
    if (hasDegree && !current.degree) {
      const part = parts[degreeIndex]!;
      const match = DEGREE.exec(part)!;
      current.degree = match[0].trim();
      const field = /^\s*(?:in|-|–)\s*([A-Z][A-Za-z&'’ ]*[A-Za-z])/.exec(
        part.slice(match.index + match[0].length),
      );
      const next = parts[degreeIndex + 1];
      current.field = field ? field[1]!.trim() : isWord(next) && degreeIndex + 1 !== schoolIndex ? next! : '';
    }
    const dated = SINGLE_DATE.exec(
      line.slice(Math.max(0, line.search(new RegExp(`${YEAR_ONLY.source}(?!.*${YEAR_ONLY.source})`)) - 12)),
    );
    if (dated && !current.end && YEAR_ONLY.test(line)) current.end = dated[1]!.trim();
    if (
      !hasSchool &&
      !hasDegree &&
      !(
        YEAR_ONLY.test(line) &&
        line
          .replace(SINGLE_DATE, '')
          .replace(/expected/i, '')
          .trim().length < 3
      )
    )
      current.details.push(line);
  }
  return drafts.map((draft) => ({
    id: nextId('edu'),
    school: draft.school,
    degree: draft.degree,
    field: draft.field,
    end: draft.end,
    details: draft.details.join('\n'),
    confidence: draft.school && draft.degree ? 'high' : 'medium',
  }));
}

const LIST_MARK = /[,;|•·]/;
const LABEL = /^[^,;|•·:]{1,34}:/;

/** A comma-separated list wrapped over several lines is one list: "…, LinkedIn" + "Recruiter, …". */
function unwrapLists(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw);
    const previous = joined.at(-1);
    const continues =
      previous !== undefined && !raw.startsWith('• ') && LIST_MARK.test(previous) && !LABEL.test(line);
    if (continues) joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

export function readSkills(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const line of unwrapLists(lines)) {
    // "Languages: Python, SQL": the category label is not a skill.
    const colon = line.indexOf(':');
    const list = colon > 0 && colon < 35 ? line.slice(colon + 1) : line;
    for (const item of list.split(/\s*(?:[,;|•·]|\t| {2,})\s*/)) {
      const skill = item.replace(/\.$/, '').trim();
      const key = skill.toLowerCase();
      if (!skill || skill.length > 80 || skill.split(/\s+/).length > 6 || seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills.slice(0, 60);
}

/**
 * Certification lines back into one line each: a name wrapped onto a second line ("SHRM Certified
 * Professional" / "(SHRM-CP)") and an issuer and year set under the name ("AIRS, 2022") rejoin it.
 */
function certificationLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw);
    const previous = joined.at(-1);
    const wrapped = /^[(\p{Ll}]/u.test(line);
    const issuerLine =
      YEAR_ONLY.test(line) && line.replace(SINGLE_DATE, '').split(/\s+/).filter(Boolean).length <= 4;
    if (
      previous !== undefined &&
      !raw.startsWith('• ') &&
      !YEAR_ONLY.test(previous) &&
      (wrapped || issuerLine)
    )
      joined[joined.length - 1] = `${previous}${wrapped || /,$/.test(previous) ? ' ' : ', '}${line}`;
    else joined.push(line);
  }
  return joined;
}

export function readCertifications(lines: readonly string[]): ParsedCertification[] {
  return certificationLines(lines)
    .map((line) => {
      const year = line.match(new RegExp(YEAR_ONLY.source, 'g'))?.at(-1) ?? '';
      const text = line
        .replace(
          new RegExp(
            `\\(?(?:issued\\s+)?(?:${SINGLE_DATE.source.replace(/^\(\?:expected\\s\+\)\?/, '')})\\)?`,
            'i',
          ),
          '',
        )
        .replace(/[\s,|–—-]+$/, '')
        .trim();
      const [name, issuer] = text.split(/\s*(?:\||\s[-–—]\s|(?<=\))[–—]\s|,\s)\s*/);
      return { id: nextId('cert'), name: (name ?? '').trim(), issuer: (issuer ?? '').trim(), year };
    })
    .filter((cert) => cert.name);
}

/** How well someone speaks a language, in the words resumes use (LinkedIn's scale, CEFR, plain words). */
const LEVEL =
  /^(?:native(?: or bilingual)?(?: speaker)?|bilingual|mother tongue|fluent|full professional|professional working|limited working|elementary|conversational|basic|beginner|intermediate|advanced|proficient|working knowledge|[ABC][12])(?: proficiency)?$/i;

/**
 * Languages with their levels, one per line as "Spanish (Native or bilingual)". Takes "Spanish –
 * Native", "Spanish: Fluent", "Spanish, French" and a name with its level on the next line.
 */
export function readLanguages(lines: readonly string[]): string[] {
  const found: { name: string; level: string }[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw);
    // Commas inside "(Native, fluent)" do not separate languages.
    const items = line.split(/\s*(?:[;|•·]|,(?![^(]*\))|\t| {2,})\s*/).filter(Boolean);
    for (const item of items) {
      const match = /^(.+?)\s*(?:\((.+)\)|[:–—]\s*(.+)|\s-\s*(.+))$/.exec(item);
      const name = (match ? match[1]! : item).trim();
      const level = (match ? (match[2] ?? match[3] ?? match[4] ?? '') : '').trim();
      if (LEVEL.test(name) && found.length && !found.at(-1)!.level) {
        found.at(-1)!.level = name;
        continue;
      }
      if (!/^\p{L}[\p{L}\p{M} '’-]{0,30}$/u.test(name) || name.split(/\s+/).length > 3) continue;
      found.push({ name, level });
    }
  }
  return found.map(({ name, level }) => (level ? `${name} (${level})` : name));
}
