import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./', import.meta.url)) };
// Unit tests see an AI gateway configured, so the AI buttons render; their requests go to fakes.
const env = { NEXT_PUBLIC_AI_URL: 'http://localhost:4020/v1' };

/**
 * The dom test files that replace a module with vi.mock: they keep a fresh worker each, since a mock
 * is not applied to a module another file of the same worker has already loaded (a gated PDF writer
 * arrived at once after builder.test.tsx had loaded the real one).
 */
const UNIT = new URL('./tests/unit/', import.meta.url);
const MOCKING = readdirSync(UNIT, { recursive: true, encoding: 'utf8' })
  .filter((name) => /(\.test\.tsx|\.dom\.test\.ts)$/.test(name))
  .filter((name) => /\bvi\.mock\(/.test(readFileSync(new URL(name, UNIT), 'utf8')))
  .map((name) => `tests/unit/${name}`);
const domProject = {
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    env,
    restoreMocks: true,
    testTimeout: 20000,
  },
} as const;

/**
 * Three projects, because booting jsdom for each of ~160 pure-logic files was most of the unit stage:
 * - `node`: `*.test.ts`, plain Node, one shared module graph per worker (isolate: false).
 * - `dom`: `*.test.tsx` and `*.dom.test.ts`, jsdom with Testing Library: one jsdom per worker too
 *   (booting it was 130 s of the stage), while tests/unit/setup.ts gives each file fresh copies of
 *   the site's modules and tidies the window after it; `dom-mocks`, the files that use vi.mock,
 *   isolated as before (`MOCKING`).
 * A test that needs `window` or `document` is named `.dom.test.ts` (or is a `.tsx` component test).
 */
export default defineConfig({
  test: {
    restoreMocks: true,
    testTimeout: 20000,
    // Vitest's own default leaves one core to its main process (one worker on a two-core machine),
    // but the main process is idle while tests run: two workers here take about half the time.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.dom.test.ts'],
          isolate: false,
          // The rewriting engines' word lists are content, handed to lib as the islands hand them.
          setupFiles: ['tests/unit/setup-node.ts'],
          env,
          restoreMocks: true,
          testTimeout: 20000,
        },
      },
      {
        ...domProject,
        test: {
          ...domProject.test,
          name: 'dom',
          include: ['tests/unit/**/*.test.tsx', 'tests/unit/**/*.dom.test.ts'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { ...domProject, test: { ...domProject.test, name: 'dom-mocks', include: MOCKING } },
    ],
  },
});
