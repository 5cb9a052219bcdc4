import type { Params } from './link';
import { MAX_PROMPT } from './prompt';
import { FORMATS, type FormatId } from './sizes';

export type SceneState = { prompt: string; seed: string; format: FormatId };

export const SCENE_DEFAULTS: SceneState = {
  prompt: 'Quiet mountain lake at sunset',
  seed: 'lumen',
  format: 'landscape',
};

export const SCENE_PARAMS: Params<SceneState> = {
  prompt: { type: 'text', max: MAX_PROMPT },
  seed: { type: 'text', max: 40 },
  format: { type: 'choice', options: FORMATS.map((f) => f.id) },
};
