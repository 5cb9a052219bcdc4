import { z } from 'zod';
import { TARGET_IDS } from '@/lib/media/convert/targets';
import { defineFamily, familySchema, type ToolOf } from '../family';
import { PITCHES } from '../pitches';
import { artTools } from './art';
import { avatarGenerator, characterGenerator, profilePictureMaker } from './avatars';
import { mediaConverters } from './convert';

const schema = familySchema('media', {
  /** The avatar and picture tools, each with its own island (components/tools/media/). */
  'avatar-generator': {},
  'profile-picture': {},
  'character-generator': {},
  /** The picture generators drawn in the browser (components/tools/media/art/). */
  'art-image': {},
  'art-painting': {},
  'art-face': {},
  'art-tattoo': {},
  'art-logo': {},
  'art-portrait': {},
  /** A video or audio converter: one island (components/tools/media/convert/), its formats by definition. */
  'media-convert': {
    /** The formats offered, the first chosen at the start. */
    targets: z.array(z.enum(TARGET_IDS)).min(1).readonly(),
    /** `video` takes video files only; `media` takes audio files too. */
    accepts: z.enum(['video', 'media']),
  },
});

export type MediaFamilyTool = ToolOf<typeof schema>;
export type MediaTool = Extract<
  MediaFamilyTool,
  { kind: 'avatar-generator' | 'profile-picture' | 'character-generator' }
>;
export type ArtTool = Extract<MediaFamilyTool, { kind: `art-${string}` }>;
export type MediaConvertTool = Extract<MediaFamilyTool, { kind: 'media-convert' }>;

export const mediaFamily = defineFamily({
  schema,
  title: 'Images, avatars and video',
  lead: 'Make avatars, pictures, logos and artwork in your browser, and convert video and audio without uploading a thing.',
  groups: [
    { id: 'avatars', title: 'Avatars and profile pictures', pitch: PITCHES.skills },
    { id: 'images', title: 'Images, art and logos' },
    { id: 'video', title: 'Video and audio converters' },
  ],
  tools: [avatarGenerator, profilePictureMaker, characterGenerator, ...artTools, ...mediaConverters],
});
