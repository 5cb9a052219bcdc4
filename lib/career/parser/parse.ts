import { readContact } from './contact';
import { linksIn } from './contact';
import { readCertifications, readEducation, readExperience, readLanguages, readSkills } from './entries';
import type { Confidence, ParsedResume } from './model';
import { normalizeLines, splitSections } from './sections';

/**
 * Reads a resume's plain text (from a PDF's text layer, a Word file or a .txt) into its parts.
 * Heuristics, not understanding: each part carries a confidence so the form can say what to check.
 */
export interface ParseHints {
  /** Lines the file marks as headings by type size, weight or a heading style. */
  readonly headings?: readonly string[];
}

export function parseResumeText(text: string, hints: ParseHints = {}): ParsedResume {
  const lines = normalizeLines(text);
  const { header: top, sections } = splitSections(lines, new Set(hints.headings?.map((line) => line.trim())));
  // A sidebar's "Contact" block is part of the header wherever the column put it.
  const header = [...top, ...(sections.contact ?? [])];
  const found = readContact(header, lines.join('\n'));
  // A line that is only a web address is a profile link, even in a side column that ended up after
  // another section; under projects or a job it is that project's or employer's address.
  const lone = [sections.education, sections.skills, sections.certifications, sections.languages]
    .flatMap((section) => section ?? [])
    .filter((line) => /^\S+$/.test(line.trim()) && linksIn(line).length === 1)
    .flatMap(linksIn);
  const contact = { ...found, links: [...new Set([...found.links, ...lone])] };
  const experience = readExperience(sections.experience ?? []);
  const education = readEducation(sections.education ?? []);
  const skills = readSkills(sections.skills ?? []);
  const certifications = readCertifications(sections.certifications ?? []);
  const languages = readLanguages(sections.languages ?? []);
  const summaryLines = sections.summary ?? [];
  const summary = summaryLines
    .map((line) => line.replace(/^• /, ''))
    .join(summaryLines.some((line) => line.startsWith('• ')) ? '\n' : ' ')
    .trim();

  const sure = (value: string | readonly unknown[], level: Confidence = 'high'): Confidence =>
    value.length ? level : 'low';
  const worst = (items: readonly { confidence: Confidence }[]): Confidence =>
    items.length === 0 ? 'low' : items.some((item) => item.confidence !== 'high') ? 'medium' : 'high';
  const nameFirst = header.length > 0 && header[0]!.toLowerCase().startsWith(contact.name.toLowerCase());

  return {
    name: contact.name,
    headline: contact.headline,
    email: contact.email,
    phone: contact.phone,
    location: contact.location,
    links: contact.links.join('\n'),
    summary,
    experience,
    education,
    skills: skills.join('\n'),
    certifications,
    languages: languages.join('\n'),
    confidence: {
      name: sure(contact.name, nameFirst ? 'high' : 'medium'),
      headline: sure(contact.headline, 'medium'),
      email: sure(contact.email),
      phone: sure(contact.phone),
      location: sure(contact.location, 'medium'),
      links: sure(contact.links),
      summary: sure(summary),
      experience: worst(experience),
      education: worst(education),
      skills: sure(skills, skills.length >= 3 ? 'high' : 'medium'),
      certifications: sure(certifications),
      languages: sure(languages),
    },
  };
}
