import { defineFamily } from '../family';
import { PITCHES } from '../pitches';
import { artTools } from './art';
import { avatarGenerator, characterGenerator, profilePictureMaker } from './avatars';
import { mediaConverters } from './convert';
import { mediaSchema as schema } from './kinds';

export type * from './kinds';

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
