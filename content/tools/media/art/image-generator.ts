import type { ArtTool } from '../../types';

export const imageGenerator: ArtTool = {
  slug: 'ai-image-generator',
  kind: 'art-image',
  family: 'media',
  group: 'images',
  name: 'Scene image generator',
  title: 'Free Image Generator from Text: Scenes in SVG and PNG',
  description:
    'Type a short prompt such as “night city in the rain” and get a vector scene drawn in your browser, in square, landscape, portrait or banner size. Free SVG and PNG.',
  lead: 'Describe a scene and this page draws it as a vector illustration in your browser, with procedural algorithms rather than an AI image model, and shows which words of your prompt it read.',
  summary: 'Vector scenes from a short prompt, drawn in your browser.',
  keywords: [
    'text to image',
    'prompt to picture',
    'background generator',
    'banner image',
    'wallpaper generator',
    'scene generator',
    'illustration',
  ],
  method: [
    'This generator does not use an AI image model. It reads your prompt for words it knows, grouped in five kinds: time of day (dawn, day, sunset, night), landscape (mountains, sea or lake, city, forest, desert, space, hills), weather (clouds, rain, snow, fog, storm), details (birds, boats, a lighthouse, the northern lights) and mood (calm, vivid, moody, warm, cool, pastel). Synonyms count, so “skyline” reads as city, “dusk” as sunset, “gulls” as birds and “aurora” or “northern lights” as the northern lights, and the line under the picture shows exactly what was read. Boats and a lighthouse bring the sea with them; the northern lights make it night unless you name another time, and are left out if you do. Words it does not know, such as “dog” or “castle”, are ignored.',
    'The scene is then drawn back to front as vector layers: a sky gradient for the time of day tinted by the mood, with a glow around the sun or a full or crescent moon; stars and the northern lights at night; shaded clouds; then the land in three depths, the farther ones paler and hazier as in real air, and lit from the side of the sun or moon: ridges with shaded faces and, when it is snowy, cool or by the picture code’s choice, snow-capped summits; dunes or flat-topped buttes with cacti; hills with round trees; a skyline whose windows light up after dark; rows of pines. Water mirrors the land and shows a path of light under the sun or moon, with sailboats or a striped lighthouse when asked for, then birds and rain, snow, fog or lightning on top. A picture code seeds every random choice, so the same prompt and code always draw the same scene and the link in the address bar brings it back. Every shape is computed to stay inside the picture’s edges, so the SVG opens the same in any editor.',
    'With the optional “Improve my prompt with AI”, the site’s AI text service suggests keywords, colors and a mood for your prompt. Only words the generator understands are kept, you choose whether to add them, and the picture is still drawn on your device. Nothing is uploaded, and the SVG and PNG files are yours to use.',
  ],
  faq: [
    {
      question: 'Is this a real AI image generator?',
      answer:
        'No, and it does not pretend to be. The pictures are drawn by procedural code in your browser from the words it recognizes, so they are flat vector illustrations rather than photorealistic images. The optional AI step only suggests words and colors; it never draws.',
    },
    {
      question: 'Can I use the pictures commercially?',
      answer:
        'Yes. The scenes are generated from your settings by this page, with no stock photos or third-party artwork, so you can use them in slides, job posts, careers pages and social headers without credit.',
    },
    {
      question: 'Which size should I choose for a LinkedIn banner or slides?',
      answer:
        'Banner is 1,500 × 500, the shape X and LinkedIn profile headers use (LinkedIn recommends 1,584 × 396, so expect a little cropping). Landscape is 1,600 × 900, the 16:9 shape of slides and desktop screens. The PNG can also be saved at double size for very sharp screens.',
    },
    {
      question: 'Why did my prompt give rolling hills?',
      answer:
        'Hills are the default when no landscape word is recognized. Add one of the listed words, such as mountains, sea, city, forest, desert or space, and check the “Read from your prompt” line to see what was understood.',
    },
    {
      question: 'How do I get a different picture for the same prompt?',
      answer:
        'Press Randomize for a new picture code, or pick one of the six variations under the picture; Six more shows further codes. Each code draws its own arrangement of the same scene.',
    },
  ],
  related: ['painting-generator', 'ai-logo-generator', 'ai-portrait-generator', 'avatar-generator'],
  updated: '2026-11-22',
};
