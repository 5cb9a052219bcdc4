import type { MediaTool } from '@/content/tools/types';
import { AvatarGeneratorIsland, CharacterGeneratorIsland, ProfilePictureIsland } from './islands';

/**
 * The media tools' islands, with what they need worked out while the site builds: the default
 * avatar and each style's credit come from the DiceBear packages here, on the server, so the
 * browser gets them as HTML and props instead of code.
 */
export async function MediaIsland({ tool }: { tool: MediaTool }) {
  switch (tool.kind) {
    case 'avatar-generator': {
      const { avatarDataUri, styleCredits } = await import('@/lib/media/avatar-build');
      const [initialUri, credits] = await Promise.all([avatarDataUri(), styleCredits()]);
      return <AvatarGeneratorIsland method={tool.method} initialUri={initialUri} credits={credits} />;
    }
    case 'profile-picture':
      return <ProfilePictureIsland method={tool.method} />;
    case 'character-generator': {
      const { styleCredits } = await import('@/lib/media/avatar-build');
      return <CharacterGeneratorIsland method={tool.method} credits={await styleCredits()} />;
    }
  }
}
