import type { MediaFamilyTool } from '@/content/tools/media/family';
import { ArtIsland } from './art/ArtIsland';
import { MediaConvertIsland } from './islands';
import { MediaIsland } from './MediaIsland';

export function MediaFamilyIsland({ tool }: { tool: MediaFamilyTool }) {
  switch (tool.kind) {
    case 'avatar-generator':
    case 'profile-picture':
    case 'character-generator':
      return <MediaIsland tool={tool} />;
    case 'art-image':
    case 'art-painting':
    case 'art-face':
    case 'art-tattoo':
    case 'art-logo':
    case 'art-portrait':
      return <ArtIsland tool={tool} />;
    case 'media-convert':
      return <MediaConvertIsland targets={tool.targets} accepts={tool.accepts} method={tool.method} />;
  }
}
