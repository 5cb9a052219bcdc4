import { describe, expect, it } from 'vitest';
import { faceGenerator } from '@/content/tools/media/art/face-generator';
import { imageGenerator } from '@/content/tools/media/art/image-generator';
import { logoGenerator } from '@/content/tools/media/art/logo-generator';
import { portraitGenerator } from '@/content/tools/media/art/portrait-generator';
import { tattooGenerator } from '@/content/tools/media/art/tattoo-generator';
import { env } from '@/lib/env';

const TOOLS = [faceGenerator, portraitGenerator, imageGenerator, logoGenerator, tattooGenerator];

describe('picture tool names', () => {
  // No AI image service is part of the site's configuration (the AI URL is a text service), so
  // a name, title or description that says "AI" would promise something the page does not do.
  it('do not claim AI while no AI image service is configured', () => {
    expect(Object.keys(env).filter((key) => /image/i.test(key))).toEqual([]);
    for (const tool of TOOLS) {
      expect(tool.name, tool.slug).not.toMatch(/\bAI\b/);
      expect(tool.title, tool.slug).not.toMatch(/\bAI\b/);
      expect(tool.description, tool.slug).not.toMatch(/\bAI\b/);
    }
  });

  it('keep their addresses, so existing links still work', () => {
    expect(TOOLS.map((tool) => tool.slug)).toEqual([
      'ai-face-generator',
      'ai-portrait-generator',
      'ai-image-generator',
      'ai-logo-generator',
      'ai-tattoo-generator',
    ]);
    expect(TOOLS.map((tool) => tool.name)).toEqual([
      'Face avatar generator',
      'Cartoon portrait maker',
      'Scene image generator',
      'Logo maker',
      'Tattoo design generator',
    ]);
  });
});
