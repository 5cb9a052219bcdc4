import type { ArtTool } from '../../types';

export const portraitGenerator: ArtTool = {
  slug: 'ai-portrait-generator',
  kind: 'art-portrait',
  family: 'media',
  group: 'images',
  name: 'Cartoon portrait maker',
  title: 'Cartoon Portrait Maker: Photo to Comic, Watercolor or Pixel Art',
  description:
    'Turn a photo into a comic, watercolor, pixel-art, oil-paint, sketch, pop-art, duotone or halftone portrait in your browser, with before and after. Free PNG.',
  lead: 'Restyle a photo as a comic, watercolor, pixel art, oil painting, sketch, pop art, duotone or halftone with filters in your browser, not an AI image model; nothing is uploaded.',
  summary: 'Stylized portraits from your photo, made privately.',
  keywords: [
    'photo to painting',
    'photo to sketch',
    'pop art portrait',
    'photo to comic',
    'pixel art portrait',
    'watercolor portrait',
    'duotone photo',
    'halftone effect',
    'oil painting filter',
    'cartoon portrait',
  ],
  method: [
    'These portraits come from classic image-processing filters, not from an AI image model, so they restyle your photo rather than invent a new face. Your photo is opened by your browser, scaled to at most 1,024 pixels on its longest side and processed in a background worker on your device; it is never uploaded, and closing the page discards it.',
    'Comic smooths the colors, cuts each channel to between six and three flat levels (cel shading) and draws dark ink lines wherever the smoothed color changes sharply, found with a Sobel edge detector on each channel; more strength means fewer levels and more lines. Watercolor blurs the photo into soft washes, cuts them to a few levels, mixes those flat washes half and half with the smooth shading, lightens them as translucent paint is, darkens the line where two washes meet (as pigment pools at a wash’s edge) and adds a fixed paper grain. Pixel art averages square blocks of 3 up to about 40 pixels into one flat pixel each and snaps its color to a palette of 512 down to 125 colors.',
    'Oil paint is a Kuwahara filter: for every pixel it looks at the four squares that meet at it and takes the average color of the square whose brightness varies least, so flat areas turn into smooth strokes while edges stay crisp; strength sets the square size from 2 to 8 pixels. Pencil sketch turns the photo gray, blurs its negative and divides one by the other (a color dodge), which leaves paper white where the picture is flat and graphite lines where it changes. Pop art cuts each color channel to between six and two levels and pushes the saturation up. Duotone maps brightness onto a dark and a light color. Halftone replaces each cell of 4 to 18 pixels with an ink dot whose area matches the cell’s darkness, as printed newspapers do.',
    'Without a photo, the page uses a sample portrait it draws itself with the face generator, so you can try every style first. The PNG download is the styled picture at the size it was processed.',
  ],
  faq: [
    {
      question: 'Is my photo uploaded to an AI service?',
      answer:
        'No. The photo is read and processed inside this browser tab, in a background worker, and the PNG is made there too. Nothing is sent to a server or an AI model, and closing the page discards the photo.',
    },
    {
      question: 'Why does the result look like my photo and not a new portrait?',
      answer:
        'Because these are filters, not a generative model: they change how the picture is drawn (strokes, lines, dots, colors) without inventing features. That keeps the likeness, which is what a team page, an event badge or a personal avatar usually needs.',
    },
    {
      question: 'Which photos work best?',
      answer:
        'A well-lit head-and-shoulders photo with a plain background. Comic, oil paint and pop art like strong color; pencil sketch and halftone like clear contrast between face and background; pixel art reads best on a close crop of the face. Very dark or blurry photos give muddy results at any strength.',
    },
    {
      question: 'Which files can I open?',
      answer:
        'JPG, PNG, WebP and GIF (first frame) up to 40 MB; iPhone HEIC photos usually arrive as JPG when you pick them. Very large photos are scaled down to 1,024 pixels on the longest side before styling, which keeps it quick on a phone.',
    },
  ],
  related: ['profile-picture-maker', 'ai-face-generator', 'painting-generator', 'avatar-generator'],
  updated: '2026-11-22',
};
