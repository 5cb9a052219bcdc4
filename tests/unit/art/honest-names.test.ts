import { describe, expect, it } from 'vitest';
import { faceGenerator } from '@/content/tools/media/art/face-generator';
import { imageGenerator } from '@/content/tools/media/art/image-generator';
import { portraitGenerator } from '@/content/tools/media/art/portrait-generator';
import { env } from '@/lib/env';

describe('picture tool names', () => {
  // No AI image service is part of the site's configuration (the AI URL is a text service), so
  // a name, title or description that says "AI" would promise something the page does not do.
  it('do not claim AI while no AI image service is configured', () => {
    expect(Object.keys(env).filter((key) => /image/i.test(key))).toEqual([]);
    for (const tool of [faceGenerator, portraitGenerator, imageGenerator]) {
      expect(tool.name, tool.slug).not.toMatch(/\bAI\b/);
      expect(tool.title, tool.slug).not.toMatch(/\bAI\b/);
      expect(tool.description, tool.slug).not.toMatch(/\bAI\b/);
    }
  });

  it('keep their addresses, so existing links still work', () => {
    expect([faceGenerator.slug, portraitGenerator.slug, imageGenerator.slug]).toEqual([
      'ai-face-generator',
      'ai-portrait-generator',
      'ai-image-generator',
    ]);
    expect([faceGenerator.name, portraitGenerator.name, imageGenerator.name]).toEqual([
      'Face generator',
      'Cartoon portrait maker',
      'Scene image generator',
    ]);
  });
});
