import { describe, expect, it } from 'vitest';
import { cleanIdea } from '@/lib/media/art/ai-prompt';
import { describeReading, readPrompt } from '@/lib/media/art/prompt';
import { drawScene } from '@/lib/media/art/scene';
import { parseSvg } from './parse-svg';

describe('reading a prompt', () => {
  it('maps words and synonyms to time, landscape, weather and mood', () => {
    const reading = readPrompt('Rainy night over the city skyline');
    expect(reading.time).toBe('night');
    expect(reading.features).toEqual(['city']);
    expect(reading.weather).toEqual(['rain']);
    expect(reading.mood).toBe('moody');
    expect(reading.matched).toEqual(['rainy', 'night', 'city', 'skyline']);
    expect(describeReading(reading)).toBe('night, city, rain, moody');
  });

  it('reads plurals, several landscapes and a mood word', () => {
    const reading = readPrompt('Pastel dunes and mountains at dusk');
    expect(reading).toMatchObject({ time: 'sunset', features: ['desert', 'mountains'], mood: 'pastel' });
  });

  it('falls back to hills by day when nothing is recognized', () => {
    const reading = readPrompt('a happy dog');
    expect(reading.features).toEqual(['hills']);
    expect(reading.time).toBe('day');
    expect(readPrompt('my dog').fallback).toBe(true);
  });

  it('reads details: birds, boats, a lighthouse and the northern lights', () => {
    const lights = readPrompt('Northern lights over the mountains');
    expect(lights).toMatchObject({
      time: 'night',
      features: ['mountains'],
      details: ['aurora'],
      mood: 'calm',
    });
    expect(lights.matched).toEqual(['northern', 'lights', 'mountains']);
    // Named daylight wins, and the aurora, which cannot show then, is left out.
    expect(readPrompt('aurora at noon')).toMatchObject({ time: 'day', details: [] });
    // Boats and a lighthouse stand in water, so they bring the sea.
    expect(readPrompt('a lighthouse and sailboats')).toMatchObject({
      features: ['sea'],
      details: ['lighthouse', 'boats'],
    });
    expect(readPrompt('gulls over the hills').details).toEqual(['birds']);
    expect(describeReading(readPrompt('seagulls and boats in the harbor at dawn'))).toBe(
      'dawn, sea, birds, boats',
    );
  });

  it('puts space at night with no weather', () => {
    expect(readPrompt('rainy galaxy at noon')).toMatchObject({
      time: 'night',
      features: ['space'],
      weather: [],
    });
  });
});

describe('the scene generator', () => {
  it('draws the same SVG for the same prompt and code, another for another code', () => {
    const a = drawScene({ prompt: 'night city rain', seed: 'abc', format: 'square' });
    const b = drawScene({ prompt: 'night city rain', seed: 'abc', format: 'square' });
    const c = drawScene({ prompt: 'night city rain', seed: 'abd', format: 'square' });
    expect(a.svg).toBe(b.svg);
    expect(c.svg).not.toBe(a.svg);
  });

  it('draws the layers the prompt asks for, at the chosen size, with alt text', () => {
    const scene = drawScene({ prompt: 'stormy sea at night with a forest', seed: 'x', format: 'banner' });
    const doc = parseSvg(scene.svg);
    const layers = [...doc.querySelectorAll('[data-layer]')].map((n) => n.getAttribute('data-layer'));
    expect(layers).toEqual(expect.arrayContaining(['clouds', 'forest', 'sea', 'rain', 'lightning']));
    expect(layers).not.toContain('city');
    // Storm clouds hide the stars; a clear night shows them.
    expect(layers).not.toContain('stars');
    expect(drawScene({ prompt: 'clear night sea', seed: 'x', format: 'banner' }).svg).toContain(
      'data-layer="stars"',
    );
    expect(doc.documentElement.getAttribute('width')).toBe('1500');
    expect(doc.documentElement.getAttribute('height')).toBe('500');
    expect(scene.alt).toBe(
      'A night scene of the sea and a pine forest with a storm, in moody colors (1500 × 500 generated illustration)',
    );
    expect(doc.querySelector('title')?.textContent).toBe(scene.alt);
  });
});

describe('the AI suggestion', () => {
  it('keeps only words the generator knows, valid hex colors and a known mood', () => {
    expect(
      cleanIdea({
        keywords: ['Night city 1', 'castle', 'rain'],
        palette: ['#0B1026', 'blue', '123456'],
        mood: 'Moody',
      }),
    ).toEqual({ keywords: ['night', 'city', 'rain'], palette: ['#0b1026', '#123456'], mood: 'moody' });
    expect(cleanIdea({ keywords: [], palette: [], mood: 'grumpy' }).mood).toBeNull();
  });
});
