/**
 * A resume as read from a file: plain strings the visitor can correct, with how sure the reader is
 * of each part. Dates are kept as written ("Mar 2021", "2019", "Present") and turned into the
 * builder's month and year only when the resume is opened there (./to-resume).
 */
export type Confidence = 'high' | 'medium' | 'low';

export interface ParsedExperience {
  readonly id: string;
  readonly role: string;
  readonly company: string;
  readonly location: string;
  readonly start: string;
  readonly end: string;
  /** One achievement per line. */
  readonly highlights: string;
  readonly confidence: Confidence;
}

export interface ParsedEducation {
  readonly id: string;
  readonly school: string;
  readonly degree: string;
  readonly field: string;
  readonly end: string;
  readonly details: string;
  readonly confidence: Confidence;
}

export interface ParsedCertification {
  readonly id: string;
  readonly name: string;
  readonly issuer: string;
  readonly year: string;
}

export interface ParsedResume {
  readonly name: string;
  readonly headline: string;
  readonly email: string;
  readonly phone: string;
  readonly location: string;
  /** One link per line. */
  readonly links: string;
  readonly summary: string;
  readonly experience: readonly ParsedExperience[];
  readonly education: readonly ParsedEducation[];
  /** One skill per line. */
  readonly skills: string;
  readonly certifications: readonly ParsedCertification[];
  /** One language a line, its level in brackets: "Spanish (Native or bilingual)". */
  readonly languages: string;
  readonly confidence: Readonly<Record<ConfidenceKey, Confidence>>;
}

export type ConfidenceKey =
  | 'name'
  | 'headline'
  | 'email'
  | 'phone'
  | 'location'
  | 'links'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'certifications'
  | 'languages';

export const CONFIDENCE_HINT: Readonly<Record<Confidence, string>> = {
  high: 'Found',
  medium: 'Check this',
  low: 'Not found: fill in by hand',
};
