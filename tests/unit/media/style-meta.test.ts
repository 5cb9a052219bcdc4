import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarGenerator, characterGenerator } from '@/content/tools/media/avatars';
import { styleCredits } from '@/lib/media/avatar-build';
import {
  CHARACTER_STYLE_IDS,
  creditRequired,
  creditText,
  STYLE_IDS,
  STYLE_LABELS,
  STYLE_LOADERS,
  type StyleId,
} from '@/lib/media/avatar-styles';
import { styleThumbSvg, THUMBS_DIR } from '@/lib/media/style-thumbs';

/** The styles the page text says are under a license, as the page text names them. */
const named = (text: string, label: string) => {
  const start = text.indexOf(label);
  expect(start, `“${label}” in: ${text}`).toBeGreaterThanOrEqual(0);
  const list = text.slice(start).match(/\(([^)]+)\)/)?.[1] ?? '';
  return list.split(/, | and /).map((name) => name.trim());
};

describe('style credits', () => {
  it('come from each style package’s own metadata', async () => {
    const credits = await styleCredits();
    for (const id of STYLE_IDS) {
      const meta = (await STYLE_LOADERS[id]()).meta;
      expect(credits[id].licenseName, id).toBe(meta?.license?.name.replace(/\.$/, ''));
      expect(credits[id].creator, id).toBe(meta?.creator);
      expect(credits[id].source, id).toMatch(/^https:\/\//);
    }
    expect(creditText(credits.lorelei)).toBe(
      'Remix of “Lorelei” by Lisa Wischofsky, licensed under CC0 1.0.',
    );
    expect(creditText(credits.initials)).toBe('“Initials” by DiceBear, licensed under CC0 1.0.');
    expect(creditRequired(credits.adventurer)).toBe(true);
    expect(creditRequired(credits.notionists)).toBe(false);
  });

  it('match what the avatar generator’s page says about each license', async () => {
    const credits = await styleCredits();
    const byLicense = (test: (name: string) => boolean, ids: readonly StyleId[] = STYLE_IDS) =>
      ids.filter((id) => test(credits[id].licenseName)).map((id) => STYLE_LABELS[id]);
    const text = avatarGenerator.method[2]!;
    expect(named(text, 'CC0 styles').sort()).toEqual(byLicense((name) => name.startsWith('CC0')).sort());
    expect(named(text, 'CC BY 4.0 styles').sort()).toEqual(byLicense((name) => name === 'CC BY 4.0').sort());
    expect(byLicense((name) => name.startsWith('Free for personal and commercial use'))).toEqual([
      'Avataaars',
      'Bottts',
    ]);
    expect(text).toContain(
      'Avataaars and Bottts, by Pablo Stanley, are free for personal and commercial use',
    );
  });

  it('match what the character generator’s page says about its eight styles', async () => {
    const credits = await styleCredits();
    const answer = characterGenerator.faq.find((item) => item.question.includes('presentations'))!.answer;
    const cc0 = CHARACTER_STYLE_IDS.filter((id) => credits[id].licenseName.startsWith('CC0'));
    const ccBy = CHARACTER_STYLE_IDS.filter((id) => credits[id].licenseName === 'CC BY 4.0');
    expect(named(answer, 'CC0 styles').sort()).toEqual(cc0.map((id) => STYLE_LABELS[id]).sort());
    expect(named(answer, 'CC BY 4.0 styles').sort()).toEqual(ccBy.map((id) => STYLE_LABELS[id]).sort());
    expect(cc0.length + ccBy.length + 1).toBe(CHARACTER_STYLE_IDS.length);
  });
});

describe('the style picker’s example pictures', () => {
  it.each(STYLE_IDS)(
    '%s.svg is what DiceBear draws today (run lib/media/scripts/write-style-thumbs.ts after an upgrade)',
    async (id) => {
      const committed = readFileSync(join(process.cwd(), THUMBS_DIR, `${id}.svg`), 'utf8');
      expect(committed).toBe(styleThumbSvg(await STYLE_LOADERS[id]()));
      expect(committed).toMatch(/^<svg [^>]*width="96" height="96"/);
      expect(committed).not.toContain('<metadata');
    },
  );
});
