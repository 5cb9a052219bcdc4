// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The prompts belong to the gateway: browser code (components/, and the lib modules islands load
 * on the click) may import an `ai-template` module's types, never its values, or the prompt text
 * would ship in the site's JavaScript. And the browser never builds a prompt or sends a token.
 */
const ROOT = join(__dirname, '../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const browserFiles = [
  ...files(join(ROOT, 'components')),
  ...files(join(ROOT, 'app')),
  ...files(join(ROOT, 'lib')),
].filter((file) => !/ai-template\.ts$|ai-briefs\.ts$|tool-template\.ts$|lib\/ai\/client\.ts$/.test(file));

describe('the AI prompts stay on the gateway', () => {
  it('browser code imports only types from the ai-template modules', () => {
    const offenders = browserFiles.filter((file) =>
      /^import\s+(?!type\b)[^;]*from\s+'[^']*(?:ai-template|ai-briefs)'/m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('browser code never calls the provider client or sends an Authorization header', () => {
    const offenders = browserFiles.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /from '@\/lib\/ai\/client'/.test(text) && !/^import type [^;]*'@\/lib\/ai\/client'/m.test(text);
    });
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
    expect(readFileSync(join(ROOT, 'lib/ai/ask-tool.ts'), 'utf8')).not.toMatch(/Authorization|Bearer/);
  });
});
