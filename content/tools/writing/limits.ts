import type { LimitPreset } from '@/lib/writing/limits';

/**
 * Length limits the counting tools check against. Platform limits are as each platform published
 * them when the tools' `updated` date was set; the writing ranges are common guidance and say so.
 */
export const X_POST: LimitPreset = {
  id: 'x-post',
  label: 'X (Twitter) post',
  measure: 'x',
  max: 280,
  note: 'Counted the way X counts: each link as 23, most emoji and Chinese, Japanese or Korean characters as 2.',
};
export const LINKEDIN_POST: LimitPreset = {
  id: 'linkedin-post',
  label: 'LinkedIn post',
  measure: 'characters',
  max: 3000,
};
export const LINKEDIN_HEADLINE: LimitPreset = {
  id: 'linkedin-headline',
  label: 'LinkedIn headline',
  measure: 'characters',
  max: 220,
};
export const LINKEDIN_ABOUT: LimitPreset = {
  id: 'linkedin-about',
  label: 'LinkedIn About section',
  measure: 'characters',
  max: 2600,
};
export const INSTAGRAM_CAPTION: LimitPreset = {
  id: 'instagram-caption',
  label: 'Instagram caption',
  measure: 'characters',
  max: 2200,
};
export const THREADS_POST: LimitPreset = {
  id: 'threads-post',
  label: 'Threads post',
  measure: 'characters',
  max: 500,
};
export const BLUESKY_POST: LimitPreset = {
  id: 'bluesky-post',
  label: 'Bluesky post',
  measure: 'characters',
  max: 300,
};
export const YOUTUBE_TITLE: LimitPreset = {
  id: 'youtube-title',
  label: 'YouTube video title',
  measure: 'characters',
  max: 100,
};
export const META_DESCRIPTION: LimitPreset = {
  id: 'meta-description',
  label: 'Meta description (search snippet)',
  measure: 'characters',
  min: 150,
  max: 160,
  note: 'A common guideline, not a rule: Google trims snippets by width, at about 155 to 160 characters on a desktop screen.',
};
export const TITLE_TAG: LimitPreset = {
  id: 'title-tag',
  label: 'Page title (title tag)',
  measure: 'characters',
  max: 60,
  note: 'Google trims titles by width, at roughly 60 characters.',
};
export const COVER_LETTER: LimitPreset = {
  id: 'cover-letter',
  label: 'Cover letter (250–400 words)',
  measure: 'words',
  min: 250,
  max: 400,
  note: 'Common advice, not a rule: about one page, three or four short paragraphs.',
};
export const COLLEGE_ESSAY: LimitPreset = {
  id: 'college-essay',
  label: 'Common App essay (250–650 words)',
  measure: 'words',
  min: 250,
  max: 650,
  note: 'The Common App personal essay allows 250 to 650 words.',
};
