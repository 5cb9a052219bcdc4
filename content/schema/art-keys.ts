/**
 * The keys content may use for a hero picture. Kept apart from the drawings so content schemas can
 * validate a key without importing React components; components/illustrations/art.ts maps each to its drawing.
 */
export const ART_KEYS = [
  'builder',
  'report',
  'recorder',
  'reviewer',
  'scheduling',
  'sourcing',
  'team',
  // Older keys, still used by many pages; each now resolves to the screen that matches its subject.
  'dashboard',
  'scorecard',
  'video',
] as const;

export type ArtKey = (typeof ART_KEYS)[number];
