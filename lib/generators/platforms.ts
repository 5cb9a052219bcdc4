/**
 * Username rules of each platform, from their help pages (checked 2026-11): length and allowed
 * characters, plus the position rules that reject otherwise valid names. New X accounts need more
 * than four characters; older, shorter handles still exist.
 */
export type Platform = {
  id: 'instagram' | 'x' | 'tiktok' | 'twitch' | 'github' | 'reddit';
  label: string;
  min: number;
  max: number;
  chars: RegExp;
  /** The characters in words, for the rule line under the field. */
  allowed: string;
  extra?: (name: string) => boolean;
};

export const PLATFORMS: readonly Platform[] = [
  {
    id: 'instagram',
    label: 'Instagram',
    min: 1,
    max: 30,
    chars: /^[a-z0-9._]+$/,
    allowed: 'letters, numbers, periods and underscores; no period at the start or end or twice in a row',
    extra: (name) => !name.startsWith('.') && !name.endsWith('.') && !name.includes('..'),
  },
  {
    id: 'x',
    label: 'X',
    min: 5,
    max: 15,
    chars: /^[a-z0-9_]+$/,
    allowed: 'letters, numbers and underscores',
  },
  {
    id: 'tiktok',
    label: 'TikTok',
    min: 2,
    max: 24,
    chars: /^[a-z0-9._]+$/,
    allowed: 'letters, numbers, periods and underscores; no period at the end',
    extra: (name) => !name.endsWith('.'),
  },
  {
    id: 'twitch',
    label: 'Twitch',
    min: 4,
    max: 25,
    chars: /^[a-z0-9_]+$/,
    allowed: 'letters, numbers and underscores; no underscore first',
    extra: (name) => !name.startsWith('_'),
  },
  {
    id: 'github',
    label: 'GitHub',
    min: 1,
    max: 39,
    chars: /^[a-z0-9-]+$/,
    allowed: 'letters, numbers and single hyphens; no hyphen at the start or end',
    extra: (name) => !name.startsWith('-') && !name.endsWith('-') && !name.includes('--'),
  },
  {
    id: 'reddit',
    label: 'Reddit',
    min: 3,
    max: 20,
    chars: /^[a-z0-9_-]+$/,
    allowed: 'letters, numbers, underscores and hyphens',
  },
];

/** Usernames are case-insensitive on all six, so the check is on the lower-case form. */
export function fitsPlatform(name: string, platform: Platform): boolean {
  const lower = name.toLowerCase();
  return (
    lower.length >= platform.min &&
    lower.length <= platform.max &&
    platform.chars.test(lower) &&
    (platform.extra?.(lower) ?? true)
  );
}

export const platformsFor = (name: string) => PLATFORMS.filter((platform) => fitsPlatform(name, platform));
