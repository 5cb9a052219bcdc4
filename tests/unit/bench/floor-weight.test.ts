import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadBudgets, judgeSizes } from '../../../scripts/bench/budgets';
import {
  FLOOR_MEASUREMENT,
  floorKey,
  floorWeightFor,
  type FloorMeasurement,
} from '../../../scripts/bench/floor';

const dir = mkdtempSync(join(tmpdir(), 'floor-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A floor export of one page with one 2,000-byte script. */
function floorExport(): string {
  const root = join(dir, 'export');
  mkdirSync(join(root, '_next/static/chunks'), { recursive: true });
  writeFileSync(join(root, '_next/static/chunks/app.js'), 'x'.repeat(2_000));
  writeFileSync(
    join(root, 'index.html'),
    '<html><head><script src="/_next/static/chunks/app.js"></script></head></html>',
  );
  return root;
}

describe('the floor of the size gate, measured once per floor app and Next version', () => {
  const versions = { next: '16.4.5', react: '19.3.1', 'react-dom': '19.3.1' };
  const file = join(dir, 'floor-weight.json');

  it('builds and measures the floor when there is no measurement, and writes one', async () => {
    const build = vi.fn(async () => ({ root: floorExport() }));
    const { weight, from } = await floorWeightFor({ file, key: 'k1', versions, build });
    expect(from).toBe('built');
    expect(build).toHaveBeenCalledOnce();
    expect(weight.js).toBeGreaterThan(0);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as FloorMeasurement;
    expect(saved).toMatchObject({ key: 'k1', versions, weight });
  });

  it('reads the measurement without building while the key is the same', async () => {
    const build = vi.fn(async () => ({ root: floorExport() }));
    const { weight, from } = await floorWeightFor({ file, key: 'k1', versions, build });
    expect(from).toBe('committed');
    expect(build).not.toHaveBeenCalled();
    expect(weight).toEqual((JSON.parse(readFileSync(file, 'utf8')) as FloorMeasurement).weight);
  });

  it('builds again when Next, React or the floor app changed (another key)', async () => {
    const build = vi.fn(async () => ({ root: floorExport() }));
    expect((await floorWeightFor({ file, key: 'k2', versions, build })).from).toBe('built');
    expect(build).toHaveBeenCalledOnce();
    expect(floorKey({ ...versions, next: '16.5.0' })).not.toBe(floorKey(versions));
  });

  it('a page that grows past floor plus budget still breaches against the committed floor', async () => {
    const { weight: floor } = await floorWeightFor({ file, key: 'k2', versions });
    const budgets = loadBudgets();
    const limit = budgets.sizes.content.js.kb * 1000;
    const grown = { ...floor, js: floor.js + limit + 1 };
    expect(judgeSizes('content', grown, floor, budgets).find((v) => v.measure === 'js')?.ok).toBe(false);
    expect(judgeSizes('content', { ...floor, js: floor.js + limit - 1 }, floor, budgets)[0]!.ok).toBe(true);
  });

  it('the committed measurement matches this checkout’s floor app and versions', () => {
    const saved = JSON.parse(readFileSync(FLOOR_MEASUREMENT, 'utf8')) as FloorMeasurement;
    expect(saved.key).toBe(floorKey());
    expect(saved.weight.js).toBeGreaterThan(50_000);
  });
});
