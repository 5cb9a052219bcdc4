import { z } from 'zod';
import { TARGET_IDS } from '@/lib/media/convert/targets';
import { familySchema, type ToolOf } from '../family';

// The family's kinds apart from its tools: a tool's definition imports its type from here (through
// ../types) while family.ts imports the definitions, so the two never import each other.
export const mediaSchema = familySchema('media', {
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

export type MediaFamilyTool = ToolOf<typeof mediaSchema>;
export type MediaTool = Extract<
  MediaFamilyTool,
  { kind: 'avatar-generator' | 'profile-picture' | 'character-generator' }
>;
export type ArtTool = Extract<MediaFamilyTool, { kind: `art-${string}` }>;
export type MediaConvertTool = Extract<MediaFamilyTool, { kind: 'media-convert' }>;
