// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compute, inputSchema } from '@/lib/calculators/nps';
import { parseOk } from '../helpers';

/*
 * Primary source: Reichheld, "The One Number You Need to Grow" (Harvard Business Review, 2003) and
 * Bain & Company's Net Promoter System: answers 9–10 are promoters, 7–8 passives, 0–6 detractors,
 * and NPS = % promoters − % detractors. Each vector was worked by hand.
 */
const counts = (promoters: number, passives: number, detractors: number) => ({
  mode: 'counts',
  promoters: String(promoters),
  passives: String(passives),
  detractors: String(detractors),
});

const vectors: { name: string; input: Record<string, string>; nps: number; responses: number }[] = [
  // 120/200 = 60%, 30/200 = 15%: 60 − 15 = 45
  { name: '120 promoters, 50 passives, 30 detractors', input: counts(120, 50, 30), nps: 45, responses: 200 },
  // all promoters: 100 − 0
  { name: 'only promoters', input: counts(10, 0, 0), nps: 100, responses: 10 },
  // all detractors: 0 − 100
  { name: 'only detractors', input: counts(0, 0, 10), nps: -100, responses: 10 },
  // one of each: 33.3 − 33.3 = 0
  { name: 'one of each', input: counts(1, 1, 1), nps: 0, responses: 3 },
  // 3/4 = 75%, 1/4 = 25%: 50
  { name: '3 promoters and 1 detractor', input: counts(3, 0, 1), nps: 50, responses: 4 },
  // 50% − 20% = 30
  { name: '50, 30, 20', input: counts(50, 30, 20), nps: 30, responses: 100 },
  // 1/3 = 33.33% − 0
  { name: '1 promoter and 2 passives', input: counts(1, 2, 0), nps: 100 / 3, responses: 3 },
  // 70% − 30% = 40
  { name: '7 promoters and 3 detractors', input: counts(7, 0, 3), nps: 40, responses: 10 },
  // 10, 9, 10, 9, 10 promoters (5); 8, 7, 8 passives (3); 6, 3 detractors (2): 50% − 20% = 30
  {
    name: 'ten raw answers',
    input: { mode: 'scores', scores: '10, 9, 8, 7, 10, 6, 9, 3, 10, 8' },
    nps: 30,
    responses: 10,
  },
  // 0–10 once each: promoters 9, 10 (2); passives 7, 8 (2); detractors 0–6 (7): (2 − 7)/11 = −45.45
  {
    name: 'every score once',
    input: { mode: 'scores', scores: '0 1 2 3 4 5 6 7 8 9 10' },
    nps: (-5 / 11) * 100,
    responses: 11,
  },
];

describe('NPS calculator: primary-source vectors', () => {
  it.each(vectors)('$name', (vector) => {
    const result = compute(parseOk(inputSchema, vector.input));
    expect(result.nps).toBeCloseTo(vector.nps, 9);
    expect(result.responses).toBe(vector.responses);
  });
});
