import type { Params } from './link';
import { PAINT_STYLES, PALETTE_IDS, type PaintingSettings } from './painting';
import { MAX_PROMPT } from './prompt';
import { FORMATS } from './sizes';

export const PAINTING_DEFAULTS: PaintingSettings = {
  prompt: 'Warm sunset over the sea',
  style: 'flow',
  palette: 'prompt',
  colors: '',
  seed: 'brush',
  format: 'square',
};

export const PAINTING_PARAMS: Params<PaintingSettings> = {
  prompt: { type: 'text', max: MAX_PROMPT },
  style: { type: 'choice', options: PAINT_STYLES.map((s) => s.id) },
  palette: { type: 'choice', options: ['prompt', 'custom', ...PALETTE_IDS] },
  colors: { type: 'text', max: 60 },
  seed: { type: 'text', max: 40 },
  format: { type: 'choice', options: FORMATS.map((f) => f.id) },
};
