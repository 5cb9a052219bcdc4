import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtIsland } from '@/components/tools/media/art/ArtIsland';
import { artTools } from '@/content/tools/media/art';
import { logoGenerator } from '@/content/tools/media/art/logo-generator';
import { portraitGenerator } from '@/content/tools/media/art/portrait-generator';

describe('the picture generator islands', () => {
  it.each([...artTools])('$slug renders its island with its method and a labelled picture', async (tool) => {
    render(await ArtIsland({ tool }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    for (const paragraph of tool.method) expect(screen.getByText(paragraph)).toBeInTheDocument();
    const pictures = screen.getAllByRole('img');
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toHaveAccessibleName();
  });

  it('draws the default logo with its icon on the server', async () => {
    render(await ArtIsland({ tool: logoGenerator }));
    const img = await screen.findByRole('img', { name: /^Logo for “Northwind Talent”/ });
    const svg = decodeURIComponent(img.getAttribute('src') ?? '');
    expect(svg).toContain('>Northwind Talent</text>');
    expect(svg).toMatch(/data-icon="mark"><(path|circle|rect)/);
  });

  it('offers the sample portrait, drawn by the face generator, before any photo', async () => {
    render(await ArtIsland({ tool: portraitGenerator }));
    const before = await screen.findByAltText('Before: the sample portrait');
    expect(decodeURIComponent(before.getAttribute('src') ?? '')).toContain('Illustrated face: ');
  });
});
