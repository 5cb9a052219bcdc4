import { maxLengthOf } from './engines/business-name';
import { HEADLINE_LIMIT } from './engines/linkedin-headline';
import { SLOGAN_LIMIT } from './engines/slogan';
import { PLATFORMS } from './platforms';
import type { GeneratorId, Values } from './types';

/**
 * What each generator asks the AI for, from the form's values: the gateway's side of "More ideas
 * with AI" (./ai-template). Kept out of the engines, which the browser loads, so no request text
 * ships in the site's JavaScript; an engine says only whether it has AI ideas (`Engine.ai`).
 */
export type AiBrief = (values: Values) => { prompt: string; wantsSecondary: boolean };

type MediaId = 'podcast-name' | 'blog-name' | 'youtube-name';
/** The medium each media-name generator names, as its words in content/ call it. */
const MEDIUM: Record<MediaId, string> = {
  'podcast-name': 'podcast',
  'blog-name': 'blog',
  'youtube-name': 'YouTube channel',
};

const mediaBrief =
  (id: MediaId): AiBrief =>
  (values) => ({
    prompt: `Suggest 10 original ${MEDIUM[id]} names. Keywords: ${values.keywords ?? ''}. Topic: ${values.topic ?? ''}. Style: ${values.style ?? 'modern'}.${values.host ? ` Host or creator: ${values.host}.` : ''} Each at most ${maxLengthOf(values, 30)} characters, memorable, family-friendly.`,
    wantsSecondary: false,
  });

export const AI_BRIEFS: Partial<Record<GeneratorId, AiBrief>> = {
  'business-name': (values) => ({
    prompt: `Suggest 10 original business names for a ${values.industry ?? ''} business. Keywords: ${values.keywords ?? ''}. Style: ${values.style ?? 'modern'}. Each name at most ${maxLengthOf(values)} characters, easy to say and spell, family-friendly, not an existing famous brand.`,
    wantsSecondary: false,
  }),
  username: (values) => {
    const platform = PLATFORMS.find((p) => p.id === values.platform);
    return {
      prompt: `Suggest 10 usernames for someone called "${values.name ?? ''}"${values.interests ? ` who is into ${values.interests}` : ''}. Style: ${values.style ?? 'clean'}.${platform ? ` They must fit ${platform.label}: ${platform.min}-${platform.max} characters, ${platform.allowed}.` : ' Use only lower-case letters, numbers and underscores, at most 15 characters.'} Family-friendly.`,
      wantsSecondary: false,
    };
  },
  'team-name': (values) => ({
    prompt: `Suggest 10 ${values.style ?? 'fun'} team names for a ${values.theme ?? 'work'} team${values.word ? ` that include or play on "${values.word}"` : ''}. Family-friendly and inclusive, no insults, at most 40 characters each.`,
    wantsSecondary: false,
  }),
  'podcast-name': mediaBrief('podcast-name'),
  'blog-name': mediaBrief('blog-name'),
  'youtube-name': mediaBrief('youtube-name'),
  slogan: (values) => ({
    prompt: `Write 10 slogans for the brand "${values.brand ?? ''}". Benefit: ${values.benefit ?? ''}. Audience: ${values.audience || 'general'}. Tone: ${values.tone ?? 'bold'}. Each at most ${SLOGAN_LIMIT} characters, no claims of being the best or number one, family-friendly.`,
    wantsSecondary: false,
  }),
  title: (values) => ({
    prompt: `Write 10 blog or article titles about "${values.topic ?? ''}"${values.keyword ? ` using the keyword "${values.keyword}"` : ''}${values.audience ? ` for ${values.audience}` : ''}. Type: ${values.type || 'mixed'}. Title Case, at most 60 characters, specific and not clickbait.`,
    wantsSecondary: false,
  }),
  meta: (values) => ({
    prompt: `Write 4 SEO meta title and meta description pairs for a ${values.pageType ?? 'article'} page about "${values.topic ?? ''}". Main keyword: "${values.keyword ?? ''}".${values.brand ? ` Brand: ${values.brand}.` : ''}${values.benefit ? ` Benefit: ${values.benefit}.` : ''} Titles at most 60 characters with the keyword near the start; descriptions 120-155 characters with a clear reason to click.`,
    wantsSecondary: true,
  }),
  'youtube-tags': (values) => ({
    prompt: `Suggest 12 YouTube tags for a video titled "${values.title ?? ''}"${values.keywords ? ` about ${values.keywords}` : ''}. Lower case, 1 to 4 words each, phrases people really search, no hashtags, no channel names of others.`,
    wantsSecondary: false,
  }),
  'linkedin-headline': (values) => ({
    prompt: `Write 8 LinkedIn headlines for a ${values.role ?? ''}. Skills: ${values.skills ?? ''}. Achievement: ${values.achievement || 'none given'}. Helps: ${values.audience || 'not given'} ${values.goal ?? ''}. Style: ${values.style ?? 'professional'}. Each at most ${HEADLINE_LIMIT} characters, specific, no buzzwords like "guru" or "ninja", no invented numbers.`,
    wantsSecondary: false,
  }),
};
