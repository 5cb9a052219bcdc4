import type { ArtTool } from '../../types';

export const paintingGenerator: ArtTool = {
  slug: 'painting-generator',
  kind: 'art-painting',
  family: 'media',
  group: 'images',
  name: 'Painting generator',
  title: 'Painting Generator: Generative Art in Five Styles, Free PNG',
  description:
    'Generate abstract, landscape, flow-field, Bauhaus or watercolor paintings in your browser, with colors from a preset or from your prompt. Free PNG and SVG downloads.',
  lead: 'Pick a style and a palette, or let the words of your prompt choose the colors, and this page paints a generative artwork in your browser with procedural algorithms, not an AI image model.',
  summary: 'Generative paintings in five styles, as PNG or SVG.',
  keywords: [
    'ai painting generator',
    'generative art',
    'abstract art generator',
    'flow field',
    'bauhaus pattern',
    'watercolor background',
    'wall art',
  ],
  method: [
    'Every painting is made by a small generative algorithm running in your browser, not by an AI image model. Flow-field brushstrokes follow an invisible field of angles made from overlapping waves, hundreds of strokes each taking dozens of small steps. Landscape layers four hill ridges from smoothed random noise under a banded sky and a sun, and roughens their edges with an SVG turbulence filter so they look brushed. Abstract scatters circles, bars, arcs and lines; Bauhaus fills a grid with circles, quarter circles, half moons, triangles and stripes; Watercolor glazes translucent blobs three times and warps them with turbulence so the edges bleed like pigment.',
    'A palette is five colors: the first is the ground and the other four the paint. Choose a preset, or “From my prompt”, which reads your words: sunset or dawn gives the sunset palette, night the night palette, sea ocean, forest or meadow forest, desert or warm earth, and the moods pastel, vivid and moody their own. The optional “Improve my prompt with AI” asks the site’s AI text service for keywords, a mood and hex colors; if you use them, the colors become your palette and the painting is still drawn here.',
    'A picture code seeds every random choice, so the same settings and code always give the same painting, and the link in the address bar brings it back. The PNG is drawn from the SVG on a canvas in your browser at up to twice the chosen size, which suits prints up to about 20 cm (8 inches) at 300 dpi for the square format.',
  ],
  faq: [
    {
      question: 'Is this an AI painting generator?',
      answer:
        'No. The paintings come from generative algorithms (flow fields, noise, grids and filters) that run in your browser. The optional AI step only suggests words and colors for the prompt; it never draws, and nothing you type is needed for the painting itself.',
    },
    {
      question: 'Can I print the paintings or sell products with them?',
      answer:
        'Yes. The artwork is generated from your settings by this page with no third-party images, so you may print it, use it on slides, in offices or on products. For large prints, use the SVG: it is a vector file that stays sharp at any size.',
    },
    {
      question: 'Why does the watercolor look different in another app?',
      answer:
        'Watercolor and Landscape use SVG filters (turbulence and displacement). Browsers draw them the same way, but some design tools ignore SVG filters; if yours does, use the PNG, where the filter is already applied.',
    },
    {
      question: 'How do I get a new painting with the same colors?',
      answer:
        'Keep the style and palette and press Randomize, or pick one of the six variations under the painting; each uses another picture code with the same settings.',
    },
  ],
  related: ['ai-image-generator', 'ai-portrait-generator', 'ai-logo-generator', 'ai-tattoo-generator'],
  updated: '2026-11-22',
};
