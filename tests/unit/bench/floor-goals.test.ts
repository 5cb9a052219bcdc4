// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadBudgets } from '../../../scripts/bench/budgets';
import { compareWithFloor, comparisonTable, medians, typical } from '../../../scripts/bench/floor-goals';
import { diagnosisOf, type Diagnosis, type LighthouseScores } from '../../../scripts/bench/lighthouse';

const diagnosis = (over: Partial<Diagnosis> = {}): Diagnosis => ({
  documentKb: 2.2,
  blockingSheets: 0,
  blockingSheetsKb: 0,
  observedFcpMs: 100,
  observedLcpMs: 100,
  scriptBeforeLcpKb: 0,
  lcpRenderDelayMs: 200,
  mainThreadMs: { scriptEvaluation: 300, scriptParseCompile: 50, styleLayout: 20, parseHTML: 10, other: 100 },
  ...over,
});

const run = (
  performance: number,
  fcpMs: number,
  lcpMs: number,
  tbtMs: number,
  d = diagnosis(),
): LighthouseScores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs,
  lcpMs,
  tbtMs,
  cls: 0,
  failing: [],
  diagnosis: d,
});

const goals = loadBudgets().lighthouse;
const floor = [run(95, 700, 700, 250), run(97, 690, 690, 200), run(96, 710, 880, 260)];

describe('the interleaved comparison with the floor (issue 13)', () => {
  it('takes each metric’s own median, not one run’s', () => {
    expect(medians([run(90, 900, 1000, 100), run(80, 700, 3000, 600), run(85, 800, 2000, 300)])).toEqual({
      performance: 85,
      fcpMs: 800,
      lcpMs: 2000,
      tbtMs: 300,
    });
  });

  it('picks the run nearest the median performance to explain the page', () => {
    expect(typical([run(90, 1, 1, 1), run(70, 2, 2, 2), run(84, 3, 3, 3)]).fcpMs).toBe(3);
  });

  it('meets the goal within 3 points, 50 ms of TBT and 10% of FCP and LCP', () => {
    const page = [run(94, 760, 760, 290), run(93, 750, 770, 300), run(95, 740, 750, 280)];
    const result = compareWithFloor(page, floor, goals);
    expect(result.page).toEqual({ performance: 94, fcpMs: 750, lcpMs: 760, tbtMs: 290 });
    expect(result.floor).toEqual({ performance: 96, fcpMs: 700, lcpMs: 700, tbtMs: 250 });
    expect(result.missed).toEqual([]);
    expect(comparisonTable([{ label: 'home', path: '/', comparison: result }])).toContain(
      '| home | / | 94 (96, -2) | 290 (250, +40) | 750 (700, +7%) | 760 (700, +9%) | met |',
    );
  });

  it('prints every goal missed with the cause the page’s report shows', () => {
    const slow = diagnosis({
      documentKb: 17.3,
      blockingSheets: 6,
      blockingSheetsKb: 11.5,
      observedFcpMs: 459,
      observedLcpMs: 459,
      scriptBeforeLcpKb: 149.4,
      lcpRenderDelayMs: 2500,
      mainThreadMs: {
        scriptEvaluation: 1359,
        scriptParseCompile: 244,
        styleLayout: 423,
        parseHTML: 128,
        other: 1213,
      },
    });
    const page = [
      run(79, 1086, 2962, 628, slow),
      run(82, 1062, 2906, 494, slow),
      run(89, 1146, 2404, 355, slow),
    ];
    const { missed } = compareWithFloor(page, floor, goals);
    expect(missed).toHaveLength(4);
    expect(missed[0]).toMatch(/^performance 82 vs 96: main thread: script 1603 ms, style and layout 423 ms/);
    expect(missed[1]).toMatch(/^TBT 494 ms vs 250 ms: main thread:/);
    expect(missed[2]).toBe(
      'FCP 1086 ms vs 700 ms: the HTML is 17.3 KB (floor 2.2 KB), then 6 render-blocking stylesheets (11.5 KB)',
    );
    expect(missed[3]).toBe(
      'LCP 2906 ms vs 700 ms: the page first painted at 459 ms unthrottled (floor 100 ms), and the simulation waits for all that was done before that paint, 149.4 KB of script among them (floor 0.0 KB): render delay 2500 ms',
    );
  });
});

describe('what a Lighthouse report says about the causes', () => {
  it('reads the document size, blocking sheets, script before the paint and main-thread groups', () => {
    const report = {
      categories: {},
      audits: {
        metrics: {
          score: null,
          title: '',
          details: {
            items: [{ observedFirstContentfulPaint: 400.4, observedLargestContentfulPaint: 459.6 }],
          },
        },
        'network-requests': {
          score: null,
          title: '',
          details: {
            items: [
              { resourceType: 'Document', priority: 'VeryHigh', transferSize: 17345, networkEndTime: 23 },
              { resourceType: 'Stylesheet', priority: 'VeryHigh', transferSize: 1601, networkEndTime: 196 },
              { resourceType: 'Stylesheet', priority: 'VeryHigh', transferSize: 1726, networkEndTime: 726 },
              { resourceType: 'Script', priority: 'Low', transferSize: 72616, networkEndTime: 331 },
              { resourceType: 'Script', priority: 'Low', transferSize: 4939, networkEndTime: 918 },
            ],
          },
        },
        'largest-contentful-paint-element': {
          score: null,
          title: '',
          details: {
            items: [
              {},
              {
                items: [
                  { phase: 'TTFB', timing: 460 },
                  { phase: 'Render Delay', timing: 2499.8 },
                ],
              },
            ],
          },
        },
        'mainthread-work-breakdown': {
          score: null,
          title: '',
          details: { items: [{ group: 'styleLayout', duration: 423.2 }] },
        },
      },
    };
    expect(diagnosisOf(report)).toEqual({
      documentKb: 17.3,
      blockingSheets: 1,
      blockingSheetsKb: 1.6,
      observedFcpMs: 400,
      observedLcpMs: 460,
      scriptBeforeLcpKb: 72.6,
      lcpRenderDelayMs: 2500,
      mainThreadMs: { styleLayout: 423 },
    });
  });
});
