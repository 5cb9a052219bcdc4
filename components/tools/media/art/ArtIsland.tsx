import type { ArtTool } from '@/content/tools/types';
import { isAiConfigured } from '@/lib/ai/configured';
import {
  FaceGeneratorIsland,
  ImageGeneratorIsland,
  LogoGeneratorIsland,
  PaintingGeneratorIsland,
  PortraitGeneratorIsland,
  TattooGeneratorIsland,
} from '../islands';

/** The sample portrait's features: a friendly face on a warm ground that shows every style well. */
const PORTRAIT_SAMPLE = {
  seed: 'sample',
  hair: 'curly',
  hairColor: 'dark-brown',
  glasses: 'round',
  background: 'peach',
  mouth: 'smile',
  skin: 'medium',
  // A hat or a busy pattern would hide the hair and outline the styles are meant to show off.
  headwear: 'none',
  backdrop: 'gradient',
  clothing: 'collared',
} as const;

/**
 * The picture generators' islands. Whether the AI text service is configured is decided when the
 * site is built, so the browser does not load the AI client just to find out.
 */
export async function ArtIsland({ tool }: { tool: ArtTool }) {
  const aiEnabled = isAiConfigured();
  switch (tool.kind) {
    case 'art-image':
      return <ImageGeneratorIsland method={tool.method} aiEnabled={aiEnabled} />;
    case 'art-painting':
      return <PaintingGeneratorIsland method={tool.method} aiEnabled={aiEnabled} />;
    case 'art-face':
      return <FaceGeneratorIsland method={tool.method} />;
    case 'art-tattoo':
      return <TattooGeneratorIsland method={tool.method} />;
    case 'art-logo': {
      // The default logo is drawn here, with its icon, so the page needs no icon code to show it.
      const [{ drawLogo }, { ICON_NODES }, { LOGO_DEFAULTS }] = await Promise.all([
        import('@/lib/media/art/logo'),
        import('@/lib/media/art/logo-icons'),
        import('@/lib/media/art/logo-settings'),
      ]);
      return <LogoGeneratorIsland method={tool.method} initial={drawLogo(LOGO_DEFAULTS, ICON_NODES)} />;
    }
    case 'art-portrait': {
      // The sample portrait is a face from the face generator, drawn here into the page.
      const [{ drawFace }, { FACE_DEFAULTS }] = await Promise.all([
        import('@/lib/media/art/face'),
        import('@/lib/media/art/face-settings'),
      ]);
      const sample = drawFace({ ...FACE_DEFAULTS, ...PORTRAIT_SAMPLE });
      return <PortraitGeneratorIsland method={tool.method} sampleSvg={sample.svg} />;
    }
  }
}
