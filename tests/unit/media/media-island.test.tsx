import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaIsland } from '@/components/tools/media/MediaIsland';
import { avatarGenerator, characterGenerator, profilePictureMaker } from '@/content/tools/media/avatars';

describe('the media islands', () => {
  it.each([avatarGenerator, profilePictureMaker, characterGenerator])(
    '$slug renders its island with its method',
    async (tool) => {
      render(await MediaIsland({ tool }));
      // The islands are code-split (components/tools/media/islands.ts): they appear once their chunk loads.
      expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
      for (const paragraph of tool.method) expect(screen.getByText(paragraph)).toBeInTheDocument();
    },
  );

  it('renders the avatar generator with the default avatar drawn on the server', async () => {
    render(await MediaIsland({ tool: avatarGenerator }));
    const img = await screen.findByRole('img', { name: 'Initials avatar for “Alex Rivera”' });
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toMatch(
      /^data:image\/svg\+xml;charset=utf-8,<svg .*>AR<\/text>/s,
    );
  });

  it('calls the character generator what it is', () => {
    expect(characterGenerator.name).toBe('Illustrated character generator');
    const text = [
      characterGenerator.title,
      characterGenerator.description,
      characterGenerator.lead,
      ...characterGenerator.method,
    ].join(' ');
    expect(text).not.toMatch(/photorealistic (faces|portraits) (in|from)|powered by AI|AI-generated/i);
    expect(characterGenerator.method[0]).toMatch(/^This is not an AI image generator/);
  });
});
