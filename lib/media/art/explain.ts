import type { Explanation } from '@/lib/tools/view';
import type { Scene } from './scene';

/** The image generator's steps with the visitor's own prompt, for "How it works". */
export function explainScene(scene: Scene, seed: string): Explanation {
  const { reading } = scene;
  return {
    formula: 'prompt words → scene elements and mood → seeded layers → SVG',
    steps: [
      reading.matched.length
        ? `Recognized words: ${reading.matched.join(', ')}.`
        : 'No scene words were recognized, so the defaults were used: rolling hills by day.',
      `Time of day: ${reading.time}. Landscape: ${reading.features.join(', ')}. Weather: ${reading.weather.length ? reading.weather.join(', ') : 'clear'}.${reading.details.length ? ` Details: ${reading.details.join(', ')}.` : ''} Mood: ${reading.mood}.`,
      `The picture code “${seed}” seeds the random sequence that places the sun or moon, shapes the ridges and their snow, and sizes every building, tree, cloud and raindrop; farther layers are faded toward the sky’s haze.`,
      `The SVG is ${scene.width} × ${scene.height}; the PNG is drawn from it on a canvas in your browser.`,
    ],
  };
}
