import { FACE_FEATURES, FEATURE_IDS, type FaceFeature, type FaceSettings } from './face';
import type { Params } from './link';

export const FACE_DEFAULTS: FaceSettings = {
  ...(Object.fromEntries(FEATURE_IDS.map((feature) => [feature, 'any'])) as Record<FaceFeature, 'any'>),
  seed: 'maple',
  width: 100,
};

export const FACE_PARAMS: Params<FaceSettings> = {
  ...(Object.fromEntries(
    FEATURE_IDS.map((feature) => [
      feature,
      { type: 'choice', options: ['any', ...FACE_FEATURES[feature].map((o) => o.id)] },
    ]),
  ) as Record<FaceFeature, { type: 'choice'; options: string[] }>),
  seed: { type: 'text', max: 40 },
  width: { type: 'number', min: 85, max: 115 },
};
