import type { ArtTool } from '../../types';

export const tattooGenerator: ArtTool = {
  slug: 'ai-tattoo-generator',
  kind: 'art-tattoo',
  family: 'media',
  group: 'images',
  name: 'Tattoo design generator',
  title: 'Tattoo Design Generator: Mandala, Floral, Lettering, Stencil SVG',
  description:
    'Generate tattoo line art (mandala, geometric, floral, armband, minimal or lettering), preview it on skin and save a stencil SVG for your artist. Free.',
  lead: 'Generate black-ink tattoo designs and stencil outlines to take to your artist: mandala, geometric, floral, armband, minimal and lettering line art, drawn in your browser.',
  summary: 'Tattoo line art and stencils, as SVG or PNG.',
  keywords: [
    'tattoo design',
    'tattoo stencil',
    'mandala tattoo',
    'armband tattoo',
    'lettering tattoo',
    'fine line tattoo',
    'tattoo ideas',
  ],
  method: [
    'No AI model draws these designs. Each is a small generative recipe run in your browser: Mandala stacks four to six rings of petals, dots and double petals with 8, 12, 16 or 24-fold symmetry; Geometric nests triangles, squares or hexagons inside a circle with dotted lines running up and down the arm; Floral grows one or two layered flowers on a curved stem with leaves; Band repeats spikes, chevrons or waves between two rails for an armband; Minimal draws fine mountains, waves or moon phases in a circle, triangle or arch; Lettering sets your words in script, serif capitals, block or typewriter type with a flourish.',
    'The picture code seeds every choice (ring count, symmetry, motif, petal shapes), so the same code always gives the same design and the link keeps it. Stencil mode replaces every solid fill with its outline, which is how a design is transferred to skin; the line weight scales every stroke for fine-line, standard or bold work. A skin-tone background previews the ink; the white or transparent version is the one to print.',
    'The SVG is vector line art your artist can scale to any size without losing sharpness. Lettering is saved as live text in a font stack every computer has, so it may render in a slightly different typeface elsewhere: ask the artist to pick the final font, or convert the text to outlines in a vector editor such as Inkscape (Path › Object to Path) or Illustrator (Create Outlines).',
  ],
  faq: [
    {
      question: 'Is this an AI tattoo generator?',
      answer:
        'No. The designs come from generative algorithms running in your browser: symmetric rings, polygons, curves and text. Nothing is sent to an AI model, and nothing you type leaves your device.',
    },
    {
      question: 'Can a tattoo artist use the file directly?',
      answer:
        'Yes, as a starting point. Download the stencil SVG (outlines on white or transparent) for clean lines at any size, or the PNG at print size. Most artists will redraw or adjust a design to fit your body and their style, which is the right thing to expect.',
    },
    {
      question: 'Why does my lettering look different on another computer?',
      answer:
        'Lettering is saved as text with a list of common fonts, and each computer uses the first one it has. Convert the text to outlines in a vector editor to fix the shapes, or let your artist choose the final lettering.',
    },
    {
      question: 'Who owns the design?',
      answer:
        'You may use the designs freely, commercially or not. They are generated from your settings by this page, with no third-party artwork. Because anyone with the same picture code gets the same design, pick a code of your own if you want something nobody else has seen.',
    },
  ],
  related: ['painting-generator', 'ai-logo-generator', 'ai-image-generator', 'ai-face-generator'],
  updated: '2026-11-22',
};
