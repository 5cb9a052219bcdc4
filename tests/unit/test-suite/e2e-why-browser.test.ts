import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(process.cwd(), 'tests/e2e');

/**
 * Spec files that predate the rule and belong to work in progress elsewhere; each gets its
 * comment the next time it is edited, and leaves this list then. No file joins it.
 */
const WITHOUT_COMMENT_YET = new Set([
  'crawl-files.spec.ts',
  'generators.spec.ts',
  'landings.spec.ts',
  'lead-forms.spec.ts',
  'trial.spec.ts',
]);

/** The comment a file opens with (line or block comments before any code), or ''. */
export function openingComment(source: string): string {
  const match = source.match(/^(?:\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/))+/);
  return match?.[0] ?? '';
}

describe('end-to-end spec files', () => {
  const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'));

  it('finds the spec files', () => {
    expect(specs.length).toBeGreaterThan(20);
  });

  // A browser test costs seconds where a Node check of the built HTML costs milliseconds, so each
  // file says first what only a browser can show; what it does not need moves to Node.
  for (const name of specs.filter((spec) => !WITHOUT_COMMENT_YET.has(spec))) {
    it(`${name} opens with a comment saying why it needs a browser`, () => {
      const comment = openingComment(readFileSync(join(E2E, name), 'utf8'));
      // Worded freely ("Why a browser: …" by convention), as long as it is about the browser.
      expect(comment, `${name}: start it with "// Why a browser: …"`).toMatch(/\bbrowser\b/i);
    });
  }

  it('the files waiting for their comment still exist and still lack it', () => {
    for (const name of WITHOUT_COMMENT_YET) {
      expect(specs, name).toContain(name);
      const comment = openingComment(readFileSync(join(E2E, name), 'utf8'));
      expect(comment, `${name} has its comment now: take it off the list`).not.toMatch(/\bbrowser\b/i);
    }
  });

  it('reads the opening comment of a file', () => {
    expect(openingComment('// Why a browser: axe.\n// More.\nimport x;')).toBe(
      '// Why a browser: axe.\n// More.\n',
    );
    expect(openingComment('/** Why a browser: layout. */\nimport x;')).toBe('/** Why a browser: layout. */');
    expect(openingComment("import x from 'y';\n// Why a browser: too late.")).toBe('');
  });
});
