import type { Explanation } from '@/lib/tools/view';
import { backgroundOf, effectiveSeed, SHAPES, type AvatarSettings } from './avatar-settings';
import { STYLE_LABELS } from './avatar-styles';

/** The steps DiceBear takes for these settings, in words, for "How it works". */
export function explainAvatar(settings: AvatarSettings): Explanation {
  const seed = effectiveSeed(settings.seed);
  const background = backgroundOf(settings.background);
  const shape = SHAPES.find((s) => s.id === settings.shape) ?? SHAPES[0];
  const label = STYLE_LABELS[settings.style];
  return {
    formula: 'seed text → 32-bit hash → xorshift number sequence → one pick per feature → SVG',
    steps: [
      `Your text “${seed}” is hashed to a 32-bit number that starts a xorshift random sequence. Change one character, even a capital letter, and the whole sequence changes.`,
      settings.style === 'initials'
        ? 'Initials takes the first letter of your first and last words (or the first two letters of a single word) and sets them in the middle; the sequence only picks the background color.'
        : `${label} goes through its features in a fixed order (face, hair, eyes, mouth, colors, and whether extras such as glasses appear) and takes the next number in the sequence to pick each one from its list, so the same text always gets the same picks.`,
      background.id === 'transparent'
        ? 'Background: none, so the PNG and SVG have transparent corners and background.'
        : background.colors.length > 1
          ? `Background: one of ${background.colors.length} pastel colors, picked by the same sequence.`
          : `Background: ${background.label.toLowerCase()} (#${background.colors[0]}).`,
      `Shape: ${shape.label.toLowerCase()}${shape.radius ? `, cut with a ${shape.radius}% corner radius` : ''}${settings.flip ? ', mirrored left to right' : ''}.`,
      `Downloads: the SVG is ${settings.size} × ${settings.size} and scales to any size; the PNG is drawn from it on a ${settings.size} × ${settings.size} pixel canvas in your browser.`,
    ],
  };
}
