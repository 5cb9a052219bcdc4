/**
 * Redraws the style picker's example pictures after a DiceBear upgrade:
 * `npx tsx lib/media/scripts/write-style-thumbs.ts`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STYLE_IDS, STYLE_LOADERS } from '../avatar-styles';
import { styleThumbSvg, THUMBS_DIR } from '../style-thumbs';

for (const id of STYLE_IDS) {
  const svg = styleThumbSvg(await STYLE_LOADERS[id]());
  writeFileSync(join(process.cwd(), THUMBS_DIR, `${id}.svg`), svg);
  console.log(`${id}.svg ${svg.length} bytes`);
}
