import { BLANK_ITEMS, blankResume, LIMITS, newId, type Design, type Resume } from '@/lib/career/resume/model';
import { isPresent, monthYearOf } from './dates';
import type { ParsedResume } from './model';

/**
 * The parsed resume in the resume builder's data model, cut to the builder's limits so its reader
 * accepts it. Projects, which the parser does not read, start empty.
 */
const cut = (text: string, max: number = LIMITS.short) => text.trim().slice(0, max);
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toBuilderResume(parsed: ParsedResume, design?: Design): Resume {
  const blank = blankResume(design);
  const experience = parsed.experience.slice(0, LIMITS.items).map((job) => ({
    ...BLANK_ITEMS.experience(),
    role: cut(job.role),
    company: cut(job.company),
    location: cut(job.location),
    start: monthYearOf(job.start),
    end: isPresent(job.end) ? { month: '', year: '' } : monthYearOf(job.end),
    current: isPresent(job.end),
    highlights: cut(job.highlights, LIMITS.long),
  }));
  const education = parsed.education.slice(0, LIMITS.items).map((school) => ({
    ...BLANK_ITEMS.education(),
    school: cut(school.school),
    degree: cut(school.degree),
    field: cut(school.field),
    end: monthYearOf(school.end),
    details: cut(school.details, LIMITS.long),
  }));
  return {
    ...blank,
    contact: {
      name: cut(parsed.name),
      title: cut(parsed.headline),
      email: cut(parsed.email),
      phone: cut(parsed.phone),
      location: cut(parsed.location),
      links: linesOf(parsed.links)
        .slice(0, LIMITS.links)
        .map((url) => ({ id: newId('link'), url: cut(url) })),
    },
    summary: cut(parsed.summary, LIMITS.long),
    experience: experience.length ? experience : blank.experience,
    education: education.length ? education : blank.education,
    skills: linesOf(parsed.skills)
      .slice(0, LIMITS.skills)
      .map((skill) => skill.slice(0, LIMITS.skill)),
    certifications: parsed.certifications
      .filter((cert) => cert.name.trim())
      .slice(0, LIMITS.items)
      .map((cert) => ({
        id: newId('cert'),
        name: cut(cert.name),
        issuer: cut(cert.issuer),
        year: /^\d{4}$/.test(cert.year.trim()) ? cert.year.trim() : '',
      })),
    languages: linesOf(parsed.languages)
      .slice(0, LIMITS.items)
      .map((line) => {
        const [, name = line, level = ''] = /^(.*?)\s*(?:\((.*)\))?$/.exec(line) ?? [];
        return { id: newId('lang'), name: cut(name), level: cut(level) };
      }),
  };
}
