/**
 * The name and marketing generators (family `generator`, kind `name-generator`): one island and
 * one engine contract, with each tool's rules in its own engine module (lib/generators/engines),
 * its word banks in content/tools/generators/words, and the two put together in
 * content/tools/generators/engines.
 */
export const GENERATOR_IDS = [
  'business-name',
  'username',
  'team-name',
  'podcast-name',
  'blog-name',
  'youtube-name',
  'slogan',
  'title',
  'meta',
  'youtube-tags',
  'linkedin-headline',
  'random-word',
] as const;
export type GeneratorId = (typeof GENERATOR_IDS)[number];

export type Option = { value: string; label: string };

type FieldBase = { key: string; label: string; help?: string };

/** An input of a generator, as plain data in the tool's definition. */
export type GenField =
  | (FieldBase & {
      type: 'text';
      default: string;
      placeholder?: string;
      required?: boolean;
      maxLength: number;
    })
  | (FieldBase & { type: 'select'; default: string; options: readonly Option[] })
  | (FieldBase & { type: 'number'; default: string; min: number; max: number });

export type Values = Record<string, string>;

/** A measured property of an idea: its length, its pixel width, whether it fits a limit. */
export type Metric = { label: string; value: string; tone?: 'good' | 'warning' | 'bad' };

export type Idea = {
  /** The name, slogan, title or tag itself: what Copy puts on the clipboard. */
  text: string;
  /** A second line that belongs to it (the meta description under a meta title). */
  secondary?: string;
  /** How it was made ("Keyword + suffix") or what it means. */
  detail?: string;
  /** Short labels: the platforms a username fits, a word's part of speech. */
  badges?: readonly string[];
  metrics?: readonly Metric[];
  source: 'device' | 'ai';
};

export type Batch = {
  ideas: Idea[];
  /** One sentence the island announces ("24 names from “coffee”."). */
  summary: string;
};

/** How the island lays a batch out. */
export type Layout = 'cards' | 'snippet' | 'tags' | 'words';

/** A number in [0, 1), from a seeded sequence or the browser's crypto generator. */
export type Rng = () => number;

export type Engine = {
  generate: (values: Values, rng: Rng) => Batch;
  /**
   * Checks a suggestion from the AI service against the tool's rules and measures it like a local
   * idea; null when it breaks them (too long, wrong characters, a blocked word).
   */
  fromAi: (text: string, secondary: string | undefined, values: Values) => Idea | null;
  /** Whether the tool offers "More ideas with AI"; the request itself is the gateway's (../ai-briefs). */
  ai: boolean;
};
