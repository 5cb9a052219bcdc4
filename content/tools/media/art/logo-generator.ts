import type { ArtTool } from '../../types';

export const logoGenerator: ArtTool = {
  slug: 'ai-logo-generator',
  kind: 'art-logo',
  family: 'media',
  group: 'images',
  name: 'Logo maker',
  title: 'Free Logo Maker: SVG, PNG and Favicon Sizes, No Sign-Up',
  description:
    'Make a simple logo from your brand name, tagline, industry and style in four layouts, with color contrast checked. Download SVG, PNG and favicon sizes free.',
  lead: 'Type your brand name and pick an industry, style and layout to get a clean logo and icon mark, composed in your browser from curated fonts, icons and palettes.',
  summary: 'Logos and favicons from your brand name, as SVG or PNG.',
  keywords: [
    'logo maker',
    'free logo',
    'favicon generator',
    'brand mark',
    'monogram logo',
    'business logo',
    'recruiting agency logo',
    'team logo',
  ],
  method: [
    'This generator composes logos by rules rather than with an AI image model. Your industry offers five or six icons from Lucide, an open-source icon set (ISC license, free for commercial use); the style sets the typeface, weight and tile shape (Modern: sans serif on a rounded tile; Classic: serif on a circle; Playful: rounded letters on a soft blob; Bold: heavy capitals on a square; Minimal: light letters with a bare icon; Technical: monospaced). The layout places the mark to the left of the name, above it, inside a round badge, or replaces the icon with the initials of the first two words as a monogram.',
    'The picture code picks one of ten curated palettes and, when the icon is on Any, the icon. Every color is then checked against the Web Content Accessibility Guidelines: the name and tagline must reach 4.5:1 against the background (AA for normal text) and the icon 3:1 against its tile (AA for graphics). A color that falls short is darkened or lightened in small steps, keeping its hue, until it passes, and the ratios are shown under the logo. With a transparent background, the check assumes a white page.',
    'The SVG keeps the name and tagline as live text in font stacks that every computer has (for example Segoe UI, Helvetica Neue or Arial for Modern), so the file stays small and editable; convert the text to outlines in a vector editor before sending it to a printer. The PNG is drawn in your browser at 512 to 2,048 pixels wide, and the icon mark at 512, 192 and 180 pixels for app icons and 48, 32 and 16 for favicons.',
  ],
  faq: [
    {
      question: 'Is this an AI logo generator?',
      answer:
        'No. It composes logos in your browser from rules: curated font stacks, Lucide icons and color palettes, placed by the layout you pick. Nothing you type is sent to an AI service or a server.',
    },
    {
      question: 'Can I use the logo for my business and trademark it?',
      answer:
        'You may use it commercially; the Lucide icons are ISC-licensed and the rest is generated here. Registering it as a trademark is harder, because stock icons and common typefaces are not distinctive and others can use the same icon. Treat the result as a starting point for a designer, or use it where a simple mark is enough: an internal team, an event, a careers page or a side project.',
    },
    {
      question: 'How do I use the icon mark as a favicon?',
      answer:
        'Download the icon mark PNG at 32 × 32 and 16 × 16 for browsers and 180 × 180 for the Apple touch icon, or the SVG, which current browsers accept as a favicon. Upload them to your site and link them from the page head, or follow your site builder’s favicon setting.',
    },
    {
      question: 'Why does the logo font look different on another computer?',
      answer:
        'The SVG names a list of common fonts and each computer uses the first one it has, so a Mac may show Helvetica Neue where Windows shows Segoe UI. The PNG is fixed as you see it. For print, open the SVG in a vector editor and convert the text to outlines.',
    },
    {
      question: 'What do the contrast ratios mean?',
      answer:
        'They measure how far apart two colors are in lightness, from 1:1 (identical) to 21:1 (black on white). WCAG AA asks for 4.5:1 for normal text and 3:1 for large text and icons, so the name, tagline and icon stay readable for people with low vision and on poor screens.',
    },
  ],
  related: ['ai-image-generator', 'avatar-generator', 'painting-generator', 'ai-tattoo-generator'],
  updated: '2026-11-22',
};
