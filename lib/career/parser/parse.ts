import { readContact } from './contact';
import { readCertifications, readEducation, readExperience, readSkills } from './entries';
import type { Confidence, ParsedResume } from './model';
import { normalizeLines, splitSections } from './sections';

/**
 * Reads a resume's plain text (from a PDF's text layer, a Word file or a .txt) into its parts.
 * Heuristics, not understanding: each part carries a confidence so the form can say what to check.
 */
export function parseResumeText(text: string): ParsedResume {
  const lines = normalizeLines(text);
  const { header, sections } = splitSections(lines);
  const contact = readContact(header, lines.join('\n'));
  const experience = readExperience(sections.experience ?? []);
  const education = readEducation(sections.education ?? []);
  const skills = readSkills(sections.skills ?? []);
  const certifications = readCertifications(sections.certifications ?? []);
  const summaryLines = sections.summary ?? [];
  const summary = summaryLines
    .map((line) => line.replace(/^• /, ''))
    .join(summaryLines.some((line) => line.startsWith('• ')) ? '\n' : ' ')
    .trim();

  const found = (value: string | readonly unknown[], sure: Confidence = 'high'): Confidence =>
    value.length ? sure : 'low';
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
    confidence: {
      name: found(contact.name, nameFirst ? 'high' : 'medium'),
      headline: found(contact.headline, 'medium'),
      email: found(contact.email),
      phone: found(contact.phone),
      location: found(contact.location, 'medium'),
      links: found(contact.links),
      summary: found(summary),
      experience: worst(experience),
      education: worst(education),
      skills: found(skills, skills.length >= 3 ? 'high' : 'medium'),
      certifications: found(certifications),
    },
  };
}
