import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Lighthouse, run the way docs/stack-notes says works here: `npx --yes lighthouse@12.8.2` (never
 * a dependency: it would make the lockfile stale) against Debian's chromium, headless.
 */
export const LIGHTHOUSE = 'lighthouse@12.8.2';
export type Preset = 'mobile' | 'desktop';

/**
 * What the report says about why the simulated metrics are what they are. Lighthouse loads the
 * page unthrottled ("observed") and then simulates a phone on slow 4G from that load's network and
 * main-thread graph: its LCP waits for every request that finished before the observed paint, and
 * its TBT adds up the observed long tasks, four times slower.
 */
export interface Diagnosis {
  documentKb: number;
  /** Stylesheets the first paint waited for, and their transfer size. */
  blockingSheets: number;
  blockingSheetsKb: number;
  observedFcpMs: number;
  observedLcpMs: number;
  /** Script transferred before the observed LCP: the simulation makes the LCP wait for it. */
  scriptBeforeLcpKb: number;
  /** The LCP element's render delay (from response to paint) in the simulated load. */
  lcpRenderDelayMs: number;
  /** Main-thread time by Lighthouse's groups (scriptEvaluation, styleLayout, parseHTML, …). */
  mainThreadMs: Record<string, number>;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that kept accessibility, best practices or SEO under 100, for the report. */
  failing: string[];
  diagnosis: Diagnosis;
}

type Item = Record<string, unknown>;
interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; title: string; details?: { items?: Item[] } }
  >;
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: Report, id: string) => Math.round(report.audits[id]?.numericValue ?? NaN);
const items = (report: Report, id: string): Item[] => report.audits[id]?.details?.items ?? [];
const toKb = (bytes: number) => Math.round(bytes / 100) / 10;

export function diagnosisOf(report: Report): Diagnosis {
  const metrics = (items(report, 'metrics')[0] ?? {}) as Record<string, number>;
  const observedFcpMs = Math.round(metrics.observedFirstContentfulPaint ?? NaN);
  const observedLcpMs = Math.round(metrics.observedLargestContentfulPaint ?? NaN);
  const requests = items(report, 'network-requests') as {
    resourceType?: string;
    priority?: string;
    transferSize?: number;
    networkEndTime?: number;
  }[];
  const sheets = requests.filter(
    (r) =>
      r.resourceType === 'Stylesheet' &&
      r.priority === 'VeryHigh' &&
      (r.networkEndTime ?? Infinity) <= observedFcpMs,
  );
  const sum = (list: { transferSize?: number }[]) =>
    list.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const phases =
    (items(report, 'largest-contentful-paint-element')[1] as { items?: Item[] } | undefined)?.items ?? [];
  const renderDelay = phases.find((p) => p.phase === 'Render Delay')?.timing as number | undefined;
  return {
    documentKb: toKb(requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0),
    blockingSheets: sheets.length,
    blockingSheetsKb: toKb(sum(sheets)),
    observedFcpMs,
    observedLcpMs,
    scriptBeforeLcpKb: toKb(
      sum(
        requests.filter(
          (r) => r.resourceType === 'Script' && (r.networkEndTime ?? Infinity) <= observedLcpMs,
        ),
      ),
    ),
    lcpRenderDelayMs: Math.round(renderDelay ?? NaN),
    mainThreadMs: Object.fromEntries(
      (items(report, 'mainthread-work-breakdown') as { group: string; duration: number }[]).map((g) => [
        g.group,
        Math.round(g.duration),
      ]),
    ),
  };
}

export function scoresOf(report: Report): LighthouseScores {
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter(
        (ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]!.score! < 1,
      )
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    failing,
    diagnosis: diagnosisOf(report),
  };
}

/**
 * One Lighthouse run, tried again once when it fails: chromium here now and then loses the trace
 * of a load (NO_NAVSTART), which says nothing about the page.
 */
export async function lighthouse(url: string, preset: Preset): Promise<LighthouseScores> {
  try {
    return await lighthouseOnce(url, preset);
  } catch (first) {
    console.warn(`${(first as Error).message.split('\n')[0]}; trying once more`);
    return lighthouseOnce(url, preset);
  }
}

async function lighthouseOnce(url: string, preset: Preset): Promise<LighthouseScores> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' };
  try {
    await new Promise<void>((resolvePromise, reject) => {
      const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0
          ? resolvePromise()
          : reject(new Error(`lighthouse ${url} (${preset}) failed:\n${text.slice(-2000)}`)),
      );
    });
    return scoresOf(JSON.parse(readFileSync(output, 'utf8')) as Report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
