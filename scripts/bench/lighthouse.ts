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

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that kept accessibility, best practices or SEO under 100, for the report. */
  failing: string[];
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string }>;
}

const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

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
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    failing,
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
