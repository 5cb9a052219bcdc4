/**
 * Renders app/icon.svg into the raster icons browsers and phones ask for. Run by hand when the
 * mark changes (`tsx scripts/make-favicons.ts`); the results are committed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile('app/icon.svg');
const png = (size: number) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer();

/** An .ico holding PNG images, which every current browser reads. */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

await writeFile(
  'app/favicon.ico',
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
    { size: 48, data: await png(48) },
  ]),
);
// Apple touch icons get no transparency: flatten on the brand colour.
await writeFile(
  'app/apple-icon.png',
  await sharp(svg, { density: 384 }).resize(180, 180).flatten({ background: '#4f46e5' }).png().toBuffer(),
);
console.log('wrote app/favicon.ico and app/apple-icon.png');
