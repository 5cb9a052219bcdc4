import type { Params } from './link';
import {
  LETTERING_STYLES,
  LINE_WEIGHTS,
  MAX_TATTOO_TEXT,
  TATTOO_BACKGROUNDS,
  TATTOO_DESIGNS,
  type TattooSettings,
} from './tattoo';

export const TATTOO_DEFAULTS: TattooSettings = {
  design: 'mandala',
  text: 'Stay curious',
  lettering: 'script',
  background: 'white',
  stencil: false,
  weight: 'medium',
  seed: 'ink',
};

export const TATTOO_PARAMS: Params<TattooSettings> = {
  design: { type: 'choice', options: TATTOO_DESIGNS.map((d) => d.id) },
  text: { type: 'text', max: MAX_TATTOO_TEXT },
  lettering: { type: 'choice', options: LETTERING_STYLES.map((s) => s.id) },
  background: { type: 'choice', options: TATTOO_BACKGROUNDS.map((b) => b.id) },
  stencil: { type: 'flag' },
  weight: { type: 'choice', options: LINE_WEIGHTS.map((l) => l.id) },
  seed: { type: 'text', max: 40 },
};
