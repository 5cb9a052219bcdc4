import { describe, expect, it } from 'vitest';
import { contrast } from '@/lib/media/art/color';
import { DETAILS, FEATURES, MOODS, readPrompt, TIMES, WEATHERS } from '@/lib/media/art/prompt';
import { drawScene } from '@/lib/media/art/scene';
import { FORMATS } from '@/lib/media/art/sizes';
import { parseSvg } from './parse-svg';
import { box, SHAPES, within } from './shape-box';

// Thirteen prompts, a number prime to the four formats, so over the seeds every prompt meets every
// format; together they name every time of day, landscape, weather, mood and detail.
const PROMPTS = [
  'Quiet mountain lake at sunset',
  'Rainy night over the city skyline',
  'snowy pine forest at dawn, pastel',
  'stormy sea at night with a forest and a lighthouse',
  'vivid desert dunes and canyon mountains at noon',
  'foggy hills in the morning with birds',
  'cosmic galaxy with planets',
  'warm cloudy beach town with sailboats',
  'northern lights over frozen mountains and a forest',
  'cool misty valley at dusk with gulls',
  'a happy dog',
  'thunderstorm over the desert city at sunset',
  'gloomy rainy harbor with a lighthouse, boats and snow',
];

const scenes = Array.from({ length: 200 }, (_, i) => {
  const settings = { prompt: PROMPTS[i % PROMPTS.length]!, seed: `bounds-${i}`, format: FORMATS[i % 4]!.id };
  const scene = drawScene(settings);
  return { settings, scene, doc: parseSvg(scene.svg) };
});

describe('the scene generator over 200 random codes', () => {
  it('reads every time of day, landscape, weather, mood and detail from the prompts tested', () => {
    const readings = PROMPTS.map((prompt) => readPrompt(prompt));
    expect(new Set(readings.map((r) => r.time))).toEqual(new Set(TIMES));
    expect(new Set(readings.flatMap((r) => r.features))).toEqual(new Set(FEATURES));
    expect(new Set(readings.flatMap((r) => r.weather))).toEqual(new Set(WEATHERS));
    expect(new Set(readings.map((r) => r.mood))).toEqual(new Set(MOODS));
    expect(new Set(readings.flatMap((r) => r.details))).toEqual(new Set(DETAILS));
    const pairs = new Set(scenes.map(({ settings }) => `${settings.prompt}|${settings.format}`));
    expect(pairs.size).toBe(PROMPTS.length * FORMATS.length);
  });

  it('draws every shape inside the picture, without clipping or transforms to hide overflow', () => {
    let checked = 0;
    const outside: string[] = [];
    for (const { settings, scene, doc } of scenes) {
      const svg = doc.documentElement;
      expect(svg.getAttribute('viewBox')).toBe(`0 0 ${scene.width} ${scene.height}`);
      expect(svg.querySelectorAll('[transform], [patternTransform], [gradientTransform]')).toHaveLength(0);
      expect(svg.querySelectorAll('clipPath, mask, [clip-path], [mask]')).toHaveLength(0);
      const drawn = Array.from(svg.querySelectorAll(SHAPES)).filter((node) => !node.closest('defs'));
      expect(drawn.length).toBeGreaterThan(8);
      for (const node of drawn) {
        checked += 1;
        if (!within(box(node), scene.width, scene.height))
          outside.push(
            `${settings.prompt} / ${settings.seed} / ${settings.format}: ${node.outerHTML.slice(0, 160)}`,
          );
      }
    }
    console.info(`scene bounds: ${checked} shapes in ${scenes.length} pictures, ${outside.length} outside`);
    expect(outside.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(200 * 20);
  });

  it('only refers to gradients the picture defines, each id once', () => {
    for (const { scene, doc } of scenes) {
      const ids = Array.from(doc.querySelectorAll('[id]')).map((node) => node.id);
      expect(new Set(ids).size, scene.alt).toBe(ids.length);
      const used = [...scene.svg.matchAll(/url\(#([\w-]+)\)/g)].map((m) => m[1]!);
      expect(
        used.filter((id) => !ids.includes(id)),
        scene.alt,
      ).toEqual([]);
    }
  });

  it('gives every code its own picture', () => {
    expect(new Set(scenes.map(({ scene }) => scene.svg)).size).toBe(scenes.length);
  });
});

describe('scene depth and details', () => {
  /** The middle color of the gradient a shape is filled with. */
  const middleStop = (doc: Document, node: Element) => {
    const id = /url\(#([\w-]+)\)/.exec(node.getAttribute('fill')!)![1]!;
    const stops = doc.getElementById(id)!.querySelectorAll('stop');
    return stops[Math.floor(stops.length / 2)]!.getAttribute('stop-color')!;
  };

  it('fades farther ridges toward the sky and shades them from the light side', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const doc = parseSvg(drawScene({ prompt: 'mountains by day', seed, format: 'landscape' }).svg);
      const skyId = /url\(#([\w-]+)\)/.exec(doc.querySelector('svg > rect')!.getAttribute('fill')!)![1]!;
      const horizon = Array.from(doc.getElementById(skyId)!.querySelectorAll('stop')).at(-1)!;
      const ridges = Array.from(doc.querySelectorAll('[data-layer="mountains"] [data-depth]'));
      expect(ridges.map((node) => node.getAttribute('data-depth'))).toEqual(['far', 'middle', 'near']);
      const distance = ridges.map((node) =>
        contrast(middleStop(doc, node), horizon.getAttribute('stop-color')!),
      );
      expect(distance[0]!).toBeLessThan(distance[1]!);
      expect(distance[1]!).toBeLessThan(distance[2]!);
      for (const ridge of ridges) {
        const id = /url\(#([\w-]+)\)/.exec(ridge.getAttribute('fill')!)![1]!;
        const stops = Array.from(doc.getElementById(id)!.querySelectorAll('stop'));
        // Lit face, body, shaded face: three different colors across the slope.
        expect(new Set(stops.map((stop) => stop.getAttribute('stop-color'))).size).toBe(3);
      }
    }
  });

  it('mirrors the land in the water and lays a path of light under the sun', () => {
    const doc = parseSvg(
      drawScene({ prompt: 'Quiet mountain lake at sunset', seed: 'x', format: 'square' }).svg,
    );
    expect(doc.querySelector('[data-layer="sea"] [data-part="reflection"]')).not.toBeNull();
    const glints = doc.querySelector('[data-layer="light-path"] path')!.getAttribute('d')!;
    expect(glints.match(/M/g)!.length).toBeGreaterThan(10);
  });

  it('draws the details the prompt names, names them in the description, and not otherwise', () => {
    const asked = drawScene({
      prompt: 'northern lights over a harbor with a lighthouse, boats and birds',
      seed: 'k',
      format: 'landscape',
    });
    const doc = parseSvg(asked.svg);
    for (const layer of ['aurora', 'lighthouse', 'boats', 'birds'])
      expect(doc.querySelector(`[data-layer="${layer}"]`), layer).not.toBeNull();
    expect(asked.read).toBe('night, sea, aurora, lighthouse, boats, birds');
    expect(asked.alt).toBe(
      'A night scene of the sea, the northern lights, a lighthouse, sailboats and a flock of birds, in calm colors (1600 × 900 generated illustration)',
    );
    const plain = parseSvg(drawScene({ prompt: 'night harbor', seed: 'k', format: 'landscape' }).svg);
    for (const layer of ['aurora', 'lighthouse', 'boats', 'birds'])
      expect(plain.querySelector(`[data-layer="${layer}"]`), layer).toBeNull();
  });
});
