/**
 * Build-time social-share images: one branded JPEG card per page and size, written to public/og/
 * under the names `shareImagePath` gives (lib/seo/og-image.ts), so metadata and files always agree.
 *
 *   tsx scripts/og-images.ts [outDir]      (outDir defaults to public/og)
 *
 * Text never depends on system fonts: Inter is read from @fontsource/inter's WOFF files, each glyph
 * becomes SVG path data through opentype.js, and sharp (librsvg) rasterises the SVG. Line layout and
 * kerning are done here rather than with opentype.js's string API: opentype.js 2.0.0 throws on Inter 5's
 * `ccmp` lookups for any string (`font.getPath`/`getAdvanceWidth`), and cannot read GPOS extension
 * lookups, which hold Inter's Latin kerning; the small reader below supplies that kerning.
 *
 * A manifest (`.manifest.json` in outDir) keeps a hash of every file's inputs, so a rebuild renders only
 * what changed; any change to this file, to the font or to sharp renders everything again.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import {
  DEFAULT_SHARE_SIZES,
  shareImagePath,
  WIDE_SHARE_SIZES,
  type ShareImageSize,
} from '../lib/seo/og-image';
import type { PageEntry } from '../lib/seo/page-entry';
import { site } from '../content/site';
import { env } from '../lib/env';

const require = createRequire(import.meta.url);

// ---------------------------------------------------------------------------------------------------
// Brand
// ---------------------------------------------------------------------------------------------------

const COLORS = {
  background: '#0B1220',
  indigo: '#4F46E5',
  violet: '#7C3AED',
  label: '#A5B4FC',
  title: '#FFFFFF',
  footer: '#94A3B8',
  rule: '#1E293B',
} as const;

const WORDMARK = site.brand;
/** The public host when one is configured; a local build shows the brand instead of `localhost:3000`. */
const FOOTER_DOMAIN = /^(localhost|127\.)/.test(new URL(env.siteUrl).hostname)
  ? site.brand
  : new URL(env.siteUrl).hostname;
const FOOTER_TAGLINE = site.tagline;
const TITLE_MAX_LINES = 3;
const JPEG_QUALITY = 82;

// ---------------------------------------------------------------------------------------------------
// Fonts: opentype.js for outlines and metrics, a small GPOS reader for kerning
// ---------------------------------------------------------------------------------------------------

/** The part of opentype.js 2.0 used here (the package ships no types). */
/** An outline command in font units, y up (opentype.js `Path.commands`). */
type OtCommand =
  | { type: 'M' | 'L'; x: number; y: number }
  | { type: 'Q'; x1: number; y1: number; x: number; y: number }
  | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: 'Z' };
type OtGlyph = { index: number; advanceWidth?: number; path: { commands: OtCommand[] } };
type OtFont = {
  unitsPerEm: number;
  charToGlyphIndex(char: string): number;
  glyphs: { get(index: number): OtGlyph | undefined };
  tables: { os2?: { sCapHeight?: number } };
};
type OpenType = { parse(buffer: ArrayBuffer): OtFont };

type Weight = 400 | 600 | 700;
const WEIGHTS: readonly Weight[] = [400, 600, 700];
/** Tried in order for every character; kerning applies between glyphs of the same file. */
const SUBSETS = ['latin', 'latin-ext'] as const;

type LoadedFont = { font: OtFont; kerning: (left: number, right: number) => number; capHeight: number };
type Face = readonly LoadedFont[];

let facesPromise: Promise<Map<Weight, Face>> | undefined;

function fontFile(subset: string, weight: Weight): string {
  return require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
}

async function loadFont(file: string): Promise<LoadedFont> {
  const opentype = require('opentype.js') as OpenType;
  const bytes = await readFile(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const tables = sfntTables(bytes);
  const gpos = tables.get('GPOS');
  const capHeight = (font.tables.os2?.sCapHeight ?? font.unitsPerEm * 0.727) / font.unitsPerEm;
  return { font, kerning: gpos ? pairKerning(gpos) : () => 0, capHeight };
}

function loadFaces(): Promise<Map<Weight, Face>> {
  facesPromise ??= Promise.all(
    WEIGHTS.map(
      async (weight) =>
        [weight, await Promise.all(SUBSETS.map((s) => loadFont(fontFile(s, weight))))] as const,
    ),
  ).then((entries) => new Map(entries));
  return facesPromise;
}

/** The raw tables of a WOFF 1.0 or a plain TrueType/OpenType file. */
function sfntTables(data: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  const signature = data.toString('latin1', 0, 4);
  if (signature === 'wOFF') {
    const count = data.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const entry = 44 + i * 20;
      const tag = data.toString('latin1', entry, entry + 4);
      const offset = data.readUInt32BE(entry + 4);
      const compLength = data.readUInt32BE(entry + 8);
      const origLength = data.readUInt32BE(entry + 12);
      const raw = data.subarray(offset, offset + compLength);
      tables.set(tag, compLength < origLength ? inflateSync(raw) : raw);
    }
  } else {
    const count = data.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const entry = 12 + i * 16;
      const offset = data.readUInt32BE(entry + 8);
      tables.set(
        data.toString('latin1', entry, entry + 4),
        data.subarray(offset, offset + data.readUInt32BE(entry + 12)),
      );
    }
  }
  return tables;
}

function coverageIndex(t: Buffer, at: number, glyph: number): number {
  const format = t.readUInt16BE(at);
  const count = t.readUInt16BE(at + 2);
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (format === 1) {
      const g = t.readUInt16BE(at + 4 + mid * 2);
      if (g === glyph) return mid;
      if (g < glyph) lo = mid + 1;
      else hi = mid - 1;
    } else {
      const rec = at + 4 + mid * 6;
      const start = t.readUInt16BE(rec);
      const end = t.readUInt16BE(rec + 2);
      if (glyph < start) hi = mid - 1;
      else if (glyph > end) lo = mid + 1;
      else return t.readUInt16BE(rec + 4) + glyph - start;
    }
  }
  return -1;
}

function glyphClass(t: Buffer, at: number, glyph: number): number {
  const format = t.readUInt16BE(at);
  if (format === 1) {
    const start = t.readUInt16BE(at + 2);
    const count = t.readUInt16BE(at + 4);
    return glyph >= start && glyph < start + count ? t.readUInt16BE(at + 6 + (glyph - start) * 2) : 0;
  }
  const count = t.readUInt16BE(at + 2);
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const rec = at + 4 + mid * 6;
    if (glyph < t.readUInt16BE(rec)) hi = mid - 1;
    else if (glyph > t.readUInt16BE(rec + 2)) lo = mid + 1;
    else return t.readUInt16BE(rec + 4);
  }
  return 0;
}

const valueRecordSize = (format: number): number => {
  let bits = 0;
  for (let f = format & 0xff; f; f >>= 1) bits += f & 1;
  return bits * 2;
};

/** The x-advance adjustment in a ValueRecord, or 0 when the record has none. */
function xAdvance(t: Buffer, at: number, format: number): number {
  if (!(format & 0x4)) return 0;
  return t.readInt16BE(at + (format & 0x1 ? 2 : 0) + (format & 0x2 ? 2 : 0));
}

/**
 * Pair kerning (GPOS lookup type 2, also inside type 9 extensions) of the `kern` feature for Latin
 * (or the default script), in font units. Results are memoised per glyph pair.
 */
function pairKerning(gpos: Buffer): (left: number, right: number) => number {
  const scriptList = gpos.readUInt16BE(4);
  const featureList = gpos.readUInt16BE(6);
  const lookupList = gpos.readUInt16BE(8);

  const scripts = new Map<string, number>();
  for (let i = 0, n = gpos.readUInt16BE(scriptList); i < n; i++) {
    const rec = scriptList + 2 + i * 6;
    scripts.set(gpos.toString('latin1', rec, rec + 4), scriptList + gpos.readUInt16BE(rec + 4));
  }
  const script = scripts.get('latn') ?? scripts.get('DFLT');
  const lookupIndexes = new Set<number>();
  if (script !== undefined && gpos.readUInt16BE(script) !== 0) {
    const langSys = script + gpos.readUInt16BE(script);
    for (let i = 0, n = gpos.readUInt16BE(langSys + 4); i < n; i++) {
      const featureIndex = gpos.readUInt16BE(langSys + 6 + i * 2);
      const rec = featureList + 2 + featureIndex * 6;
      if (gpos.toString('latin1', rec, rec + 4) !== 'kern') continue;
      const feature = featureList + gpos.readUInt16BE(rec + 4);
      for (let j = 0, m = gpos.readUInt16BE(feature + 2); j < m; j++)
        lookupIndexes.add(gpos.readUInt16BE(feature + 4 + j * 2));
    }
  }

  const subtables: number[][] = [];
  for (const index of [...lookupIndexes].sort((a, b) => a - b)) {
    const lookup = lookupList + gpos.readUInt16BE(lookupList + 2 + index * 2);
    const type = gpos.readUInt16BE(lookup);
    const list: number[] = [];
    for (let i = 0, n = gpos.readUInt16BE(lookup + 4); i < n; i++) {
      let sub = lookup + gpos.readUInt16BE(lookup + 6 + i * 2);
      if (type === 9) {
        if (gpos.readUInt16BE(sub + 2) !== 2) continue;
        sub += gpos.readUInt32BE(sub + 4);
      } else if (type !== 2) continue;
      list.push(sub);
    }
    if (list.length) subtables.push(list);
  }

  const pairValue = (sub: number, left: number, right: number): number | undefined => {
    const covIndex = coverageIndex(gpos, sub + gpos.readUInt16BE(sub + 2), left);
    if (covIndex < 0) return undefined;
    const format = gpos.readUInt16BE(sub);
    const vf1 = gpos.readUInt16BE(sub + 4);
    const vf2 = gpos.readUInt16BE(sub + 6);
    const recordSize = valueRecordSize(vf1) + valueRecordSize(vf2);
    if (format === 1) {
      const pairSet = sub + gpos.readUInt16BE(sub + 10 + covIndex * 2);
      let lo = 0;
      let hi = gpos.readUInt16BE(pairSet) - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const rec = pairSet + 2 + mid * (2 + recordSize);
        const second = gpos.readUInt16BE(rec);
        if (second === right) return xAdvance(gpos, rec + 2, vf1);
        if (second < right) lo = mid + 1;
        else hi = mid - 1;
      }
      return undefined;
    }
    if (format === 2) {
      const class1 = glyphClass(gpos, sub + gpos.readUInt16BE(sub + 8), left);
      const class2 = glyphClass(gpos, sub + gpos.readUInt16BE(sub + 10), right);
      const class1Count = gpos.readUInt16BE(sub + 12);
      const class2Count = gpos.readUInt16BE(sub + 14);
      if (class1 >= class1Count || class2 >= class2Count) return undefined;
      return xAdvance(gpos, sub + 16 + (class1 * class2Count + class2) * recordSize, vf1);
    }
    return undefined;
  };

  const memo = new Map<number, number>();
  return (left, right) => {
    const key = left * 65536 + right;
    let value = memo.get(key);
    if (value === undefined) {
      value = 0;
      for (const list of subtables) {
        for (const sub of list) {
          const v = pairValue(sub, left, right);
          if (v !== undefined) {
            value += v;
            break;
          }
        }
      }
      memo.set(key, value);
    }
    return value;
  };
}

// ---------------------------------------------------------------------------------------------------
// Text layout
// ---------------------------------------------------------------------------------------------------

type TextStyle = { weight: Weight; size: number; /** em units */ tracking?: number };

type ShapedGlyph = { font: LoadedFont; glyph: OtGlyph; x: number };

function shape(face: Face, text: string, style: TextStyle): { glyphs: ShapedGlyph[]; width: number } {
  const glyphs: ShapedGlyph[] = [];
  const tracking = (style.tracking ?? 0) * style.size;
  let x = 0;
  let previous: { font: LoadedFont; index: number } | undefined;
  for (const char of text.normalize('NFC')) {
    let chosen: LoadedFont | undefined;
    let index = 0;
    for (const candidate of face) {
      index = candidate.font.charToGlyphIndex(char);
      if (index > 0) {
        chosen = candidate;
        break;
      }
    }
    if (!chosen) continue; // `drawable` has removed such characters from titles and labels.
    const glyph = chosen.font.glyphs.get(index);
    if (!glyph) continue;
    const scale = style.size / chosen.font.unitsPerEm;
    if (previous && previous.font === chosen) x += chosen.kerning(previous.index, index) * scale;
    if (previous) x += tracking;
    glyphs.push({ font: chosen, glyph, x });
    x += (glyph.advanceWidth ?? 0) * scale;
    previous = { font: chosen, index };
  }
  return { glyphs, width: x };
}

/** `text` without the characters no subset has a glyph for (emoji, arrows), whitespace collapsed. */
function drawable(face: Face, text: string): string {
  return [...text.normalize('NFC')]
    .map((char) =>
      /\s/.test(char) ? ' ' : face.some(({ font }) => font.charToGlyphIndex(char) > 0) ? char : '',
    )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

function measure(face: Face, text: string, style: TextStyle): number {
  return shape(face, text, style).width;
}

const num = (n: number): string => String(Math.round(n * 10) / 10);

/**
 * SVG path data for `text` with its left end of baseline at (x, y). Outlines come from opentype.js;
 * they are written out here because `Path.toPathData` is slow enough to dominate a build.
 */
function textPath(face: Face, text: string, x: number, y: number, style: TextStyle): string {
  let d = '';
  for (const { font, glyph, x: gx } of shape(face, text, style).glyphs) {
    const scale = style.size / font.font.unitsPerEm;
    const px = (v: number) => num(x + gx + v * scale);
    const py = (v: number) => num(y - v * scale);
    for (const c of glyph.path.commands) {
      if (c.type === 'M' || c.type === 'L') d += `${c.type}${px(c.x)} ${py(c.y)}`;
      else if (c.type === 'Q') d += `Q${px(c.x1)} ${py(c.y1)} ${px(c.x)} ${py(c.y)}`;
      else if (c.type === 'C') d += `C${px(c.x1)} ${py(c.y1)} ${px(c.x2)} ${py(c.y2)} ${px(c.x)} ${py(c.y)}`;
      else d += 'Z';
    }
  }
  return d;
}

/** Greedy word wrap; a word wider than the line is broken between characters. */
function wrap(face: Face, text: string, style: TextStyle, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(face, candidate, style) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(face, line, style) > maxWidth && [...line].length > 1) {
      const chars = [...line];
      let cut = chars.length - 1;
      while (cut > 1 && measure(face, chars.slice(0, cut).join(''), style) > maxWidth) cut--;
      lines.push(chars.slice(0, cut).join(''));
      line = chars.slice(cut).join('');
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The last line with an ellipsis, dropping words (or characters) until it fits. */
function withEllipsis(face: Face, line: string, style: TextStyle, maxWidth: number): string {
  let words = line.split(' ');
  const fits = (s: string) => measure(face, `${s}…`, style) <= maxWidth;
  while (words.length > 1 && !fits(words.join(' ').replace(/[\s,.;:!?–—-]+$/, '')))
    words = words.slice(0, -1);
  let text = words.join(' ').replace(/[\s,.;:!?–—-]+$/, '');
  while ([...text].length > 1 && !fits(text)) text = [...text].slice(0, -1).join('');
  return `${text}…`;
}

type TitleLayout = { lines: string[]; size: number };

/**
 * The largest size between `max` and `min` at which the title wraps into at most `maxLines` lines,
 * re-wrapped to balanced line lengths; at `min` an over-long title is cut with an ellipsis.
 */
function layoutTitle(
  face: Face,
  title: string,
  maxWidth: number,
  max: number,
  min: number,
  maxLines: number,
): TitleLayout {
  const styleFor = (size: number): TextStyle => ({ weight: 700, size, tracking: -0.022 });
  for (let size = max; size >= min; size -= 2) {
    const style = styleFor(size);
    const lines = wrap(face, title, style, maxWidth);
    if (lines.length > maxLines) continue;
    if (lines.length > 1) {
      // Balance: the narrowest measure that still needs no more lines (like CSS `text-wrap: balance`).
      let lo = maxWidth * 0.5;
      let hi = maxWidth;
      let best = lines;
      while (hi - lo > 4) {
        const mid = (lo + hi) / 2;
        const attempt = wrap(face, title, style, mid);
        if (attempt.length <= lines.length) {
          best = attempt;
          hi = mid;
        } else lo = mid;
      }
      return { lines: best, size };
    }
    return { lines, size };
  }
  const style = styleFor(min);
  const lines = wrap(face, title, style, maxWidth);
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(face, lines.slice(maxLines - 1).join(' '), style, maxWidth);
  return { lines: kept, size: min };
}

// ---------------------------------------------------------------------------------------------------
// The card
// ---------------------------------------------------------------------------------------------------

export type ShareImageInput = { title: string; section?: string; width: number; height: number };

const r = (n: number) => Math.round(n * 100) / 100;

/**
 * The card as two SVG layers: `background` depends only on the size (so it is rasterised once per
 * size and reused), `foreground` holds the page's section label and title on a transparent canvas.
 */
export async function shareCardLayers({
  title,
  section,
  width,
  height,
}: ShareImageInput): Promise<{ background: string; foreground: string }> {
  const faces = await loadFaces();
  const regular = faces.get(400)!;
  const semibold = faces.get(600)!;
  const bold = faces.get(700)!;

  // One scale for every element, from the card's area (1.0 at 1200x600 and 900x800, 0.82 at 800x600).
  const k = Math.sqrt((width * height) / (1200 * 600));
  const padX = Math.round(Math.min(72 * k, width * 0.08));
  const padTop = Math.round(60 * k);
  const padBottom = Math.round(52 * k);
  const contentWidth = width - padX * 2;

  // Header: wordmark baseline.
  const wordmarkStyle: TextStyle = { weight: 700, size: Math.round(30 * k), tracking: -0.02 };
  const wordmarkCap = bold[0]!.capHeight * wordmarkStyle.size;
  const wordmarkBaseline = padTop + wordmarkCap;

  // Footer: tagline baseline, and a hairline above it.
  const footerSize = Math.round(19 * k);
  let footerDomain: TextStyle = { weight: 600, size: footerSize };
  let footerRest: TextStyle = { weight: 400, size: footerSize };
  const separator = '  ·  ';
  const footerWidth = () =>
    measure(semibold, FOOTER_DOMAIN, footerDomain) +
    measure(regular, `${separator}${FOOTER_TAGLINE}`, footerRest);
  while (footerWidth() > contentWidth && footerDomain.size > 10) {
    footerDomain = { ...footerDomain, size: footerDomain.size - 1 };
    footerRest = { ...footerRest, size: footerRest.size - 1 };
  }
  const footerBaseline = height - padBottom;
  const ruleY = Math.round(footerBaseline - regular[0]!.capHeight * footerRest.size - 26 * k) + 0.5;

  // Title block, optically centred between header and footer rule.
  const regionTop = wordmarkBaseline + 40 * k;
  const regionBottom = ruleY - 36 * k;
  const labelStyle: TextStyle = { weight: 600, size: Math.round(17 * k), tracking: 0.14 };
  const labelMark = Math.round(22 * k);
  const labelIndent = labelMark + Math.round(12 * k);
  let labelText = drawable(semibold, (section ?? '').toUpperCase());
  const labelRoom = contentWidth - labelIndent;
  if (measure(semibold, labelText, labelStyle) > labelRoom)
    labelText = withEllipsis(semibold, labelText, labelStyle, labelRoom);
  const labelCap = semibold[0]!.capHeight * labelStyle.size;
  const labelGap = labelText ? Math.round(26 * k) : 0;
  const lineHeight = 1.12;

  const wide = width / height > 1.6;
  const maxTitle = Math.round(Math.min((wide ? 72 : 80) * k, contentWidth / 9.5));
  const minTitle = Math.round(maxTitle * 0.6);
  const titleWidth = contentWidth * (wide ? 0.84 : 1);
  // The block must also fit vertically: shrink the maximum size until three lines would.
  const available = regionBottom - regionTop - (labelText ? labelCap + labelGap : 0);
  let maxSize = maxTitle;
  while (
    maxSize > minTitle &&
    bold[0]!.capHeight * maxSize + (TITLE_MAX_LINES - 1) * maxSize * lineHeight > available
  )
    maxSize -= 2;
  const titleText = drawable(bold, title) || WORDMARK;
  const { lines, size: titleSize } = layoutTitle(
    bold,
    titleText,
    titleWidth,
    maxSize,
    Math.min(minTitle, maxSize),
    TITLE_MAX_LINES,
  );
  const titleStyle: TextStyle = { weight: 700, size: titleSize, tracking: -0.022 };
  const titleCap = bold[0]!.capHeight * titleSize;
  const titleBlock = titleCap + (lines.length - 1) * titleSize * lineHeight;
  const block = (labelText ? labelCap + labelGap : 0) + titleBlock;
  const blockTop = regionTop + Math.max(0, (regionBottom - regionTop - block) * 0.46);
  const labelBaseline = blockTop + labelCap;
  const firstTitleBaseline = blockTop + (labelText ? labelCap + labelGap : 0) + titleCap;

  // Motif: rounded "score bars" in the top-right corner, the last (top 10%) in the brand gradient.
  const bars = [0.34, 0.52, 0.44, 0.68, 1];
  const barWidth = Math.round(14 * k);
  const barGap = Math.round(9 * k);
  const barsHeight = Math.round(64 * k);
  const barsRight = width - padX;
  // Vertically centred on the wordmark.
  const barsBottom = Math.round(wordmarkBaseline - wordmarkCap / 2 + barsHeight / 2);
  const barsLeft = barsRight - bars.length * barWidth - (bars.length - 1) * barGap;
  const barRects = bars
    .map((h, i) => {
      const bh = Math.round(barsHeight * h);
      const x = barsLeft + i * (barWidth + barGap);
      const fill = i === bars.length - 1 ? 'url(#bar)' : '#94A3B8';
      const opacity = i === bars.length - 1 ? 1 : 0.16 + i * 0.04;
      return `<rect x="${x}" y="${barsBottom - bh}" width="${barWidth}" height="${bh}" rx="${r(barWidth / 2)}" fill="${fill}" fill-opacity="${opacity}"/>`;
    })
    .join('');

  // Dot grid behind the motif, fading out from the top-right corner (opacity steps, not an SVG mask:
  // a mask triples the rasterising time).
  const dotStep = Math.round(24 * k);
  const dotR = r(1.4 * k);
  const fadeRadius = Math.min(width * 0.5, height * 0.7);
  const DOT_STEPS = 6;
  const dotLayers: string[] = Array.from({ length: DOT_STEPS }, () => '');
  for (let cy = dotStep / 2; cy < fadeRadius; cy += dotStep) {
    for (let cx = width - dotStep / 2; cx > width - fadeRadius; cx -= dotStep) {
      const fade = 1 - Math.hypot(width - cx, cy) / fadeRadius;
      if (fade <= 0) continue;
      const layer = Math.min(DOT_STEPS - 1, Math.floor(fade * DOT_STEPS));
      dotLayers[layer] +=
        `M${r(cx - dotR)} ${r(cy)}a${dotR} ${dotR} 0 1 0 ${r(dotR * 2)} 0a${dotR} ${dotR} 0 1 0 ${-r(dotR * 2)} 0`;
    }
  }
  const dotPaths = dotLayers
    .map((d, layer) =>
      d ? `<path fill="#CBD5E1" fill-opacity="${r((0.3 * (layer + 0.5)) / DOT_STEPS)}" d="${d}"/>` : '',
    )
    .join('');

  const labelPath = labelText
    ? `<rect x="${padX}" y="${r(labelBaseline - labelCap / 2 - 1.5 * k)}" width="${labelMark}" height="${r(3 * k)}" rx="${r(1.5 * k)}" fill="url(#accent)"/>` +
      `<path fill="${COLORS.label}" d="${textPath(semibold, labelText, padX + labelIndent, labelBaseline, labelStyle)}"/>`
    : '';
  const titlePaths = lines
    .map((line, i) => textPath(bold, line, padX, firstTitleBaseline + i * titleSize * lineHeight, titleStyle))
    .join('');
  const domainWidth = measure(semibold, FOOTER_DOMAIN, footerDomain);

  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  const accent = `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${COLORS.indigo}"/><stop offset="1" stop-color="${COLORS.violet}"/></linearGradient>`;
  const background = `${open}
<defs>
<radialGradient id="glow" cx="${r(width * 0.92)}" cy="${r(height * 0.02)}" r="${r(Math.max(width, height) * 0.78)}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${COLORS.indigo}" stop-opacity="0.42"/>
<stop offset="0.38" stop-color="${COLORS.violet}" stop-opacity="0.16"/>
<stop offset="1" stop-color="${COLORS.violet}" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glow2" cx="${r(width * 0.02)}" cy="${r(height * 1.02)}" r="${r(Math.max(width, height) * 0.55)}" gradientUnits="userSpaceOnUse">
<stop offset="0" stop-color="${COLORS.violet}" stop-opacity="0.18"/>
<stop offset="1" stop-color="${COLORS.violet}" stop-opacity="0"/>
</radialGradient>
<linearGradient id="bar" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${COLORS.indigo}"/><stop offset="1" stop-color="${COLORS.violet}"/></linearGradient>
${accent}
</defs>
<rect width="${width}" height="${height}" fill="${COLORS.background}"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect width="${width}" height="${height}" fill="url(#glow2)"/>
${dotPaths}
<rect x="0" y="0" width="${width}" height="${r(4 * k)}" fill="url(#accent)"/>
${barRects}
<path fill="${COLORS.title}" d="${textPath(bold, WORDMARK, padX, wordmarkBaseline, wordmarkStyle)}"/>
<rect x="${padX}" y="${ruleY - 0.5}" width="${contentWidth}" height="1" fill="#94A3B8" fill-opacity="0.16"/>
<path fill="${COLORS.footer}" d="${textPath(semibold, FOOTER_DOMAIN, padX, footerBaseline, footerDomain)}${textPath(regular, `${separator}${FOOTER_TAGLINE}`, padX + domainWidth, footerBaseline, footerRest)}"/>
</svg>`;
  const foreground = `${open}
<defs>${accent}</defs>
${labelPath}
<path fill="${COLORS.title}" d="${titlePaths}"/>
</svg>`;
  return { background, foreground };
}

/** The whole card as one SVG (for inspection; rendering composites the two layers). */
export async function buildShareSvg(input: ShareImageInput): Promise<string> {
  const { background, foreground } = await shareCardLayers(input);
  const inner = (svg: string) => svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'));
  // Both layers define `accent` identically, so the duplicate id is harmless.
  return `${background.slice(0, background.lastIndexOf('</svg>'))}${inner(foreground)}</svg>`;
}

/** Rasterised backgrounds, one per size, as raw RGB pixels. */
const backgrounds = new Map<string, Promise<Buffer>>();

function backgroundPixels(width: number, height: number, svg: string): Promise<Buffer> {
  const key = `${width}x${height}`;
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = sharp(Buffer.from(svg), { density: 72 })
      .resize(width, height, { fit: 'fill' })
      .flatten({ background: COLORS.background })
      .removeAlpha()
      .raw()
      .toBuffer();
    backgrounds.set(key, pixels);
    pixels.catch(() => backgrounds.delete(key));
  }
  return pixels;
}

/** A baseline JPEG share card of exactly `width` x `height`. */
export async function renderShareImage(input: ShareImageInput): Promise<Buffer> {
  const { width, height } = input;
  const { background, foreground } = await shareCardLayers(input);
  const pixels = await backgroundPixels(width, height, background);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(foreground), density: 72, left: 0, top: 0 }])
    .jpeg({
      quality: JPEG_QUALITY,
      progressive: false,
      chromaSubsampling: '4:4:4',
      overshootDeringing: true,
    })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------------
// Generation with a manifest
// ---------------------------------------------------------------------------------------------------

const MANIFEST = '.manifest.json';

/** Everything besides the inputs that decides the pixels: this file, the font and sharp. */
let rendererVersionPromise: Promise<string> | undefined;
function rendererVersion(): Promise<string> {
  rendererVersionPromise ??= (async () => {
    const hash = createHash('sha256');
    hash.update(await readFile(fileURLToPath(import.meta.url)));
    const fontPackage = require('@fontsource/inter/package.json') as { version: string };
    hash.update(
      `inter@${fontPackage.version} sharp@${sharp.versions.sharp ?? ''} vips@${sharp.versions.vips}`,
    );
    return hash.digest('hex').slice(0, 16);
  })();
  return rendererVersionPromise;
}

function sizesFor(page: PageEntry): readonly ShareImageSize[] {
  if (page.share === 'wide') return WIDE_SHARE_SIZES;
  if (page.share === 'default') return DEFAULT_SHARE_SIZES;
  return [];
}

type Manifest = { version: 1; files: Record<string, string> };

async function readManifest(file: string): Promise<Manifest> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Manifest>;
    if (parsed.version === 1 && parsed.files && typeof parsed.files === 'object')
      return { version: 1, files: parsed.files };
  } catch {
    // Missing or unreadable: render everything.
  }
  return { version: 1, files: {} };
}

async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

type Job = { file: string; hash: string; input: ShareImageInput; page: string };

/** Renders and writes the cards, two at a time so sharp works while the next card is laid out. */
async function renderJobs(jobs: readonly Job[], outDir: string): Promise<void> {
  await runLimited(jobs, 2, async (job) => {
    const image = await renderShareImage(job.input);
    const target = path.join(outDir, job.file);
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, target);
  });
}

/**
 * `renderJobs` in a worker thread running this file. The worker registers tsx itself: a loader
 * registered in the parent does not reach worker threads.
 */
function renderInWorker(jobs: readonly Job[], outDir: string): Promise<void> {
  const self = JSON.stringify(import.meta.url);
  const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${self}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(start, { eval: true, workerData: { shareJobs: jobs, outDir } });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`share image worker exited with ${code}`)),
    );
  });
}

/**
 * Writes every share image the pages name into `outDir`, skipping files whose inputs have not
 * changed since the last run, and deletes .jpg files no page names any more.
 */
export async function generateShareImages(
  pages: PageEntry[],
  outDir = 'public/og',
  { threads = 1 }: { threads?: number } = {},
): Promise<{ written: number; skipped: number }> {
  await mkdir(outDir, { recursive: true });
  const manifestFile = path.join(outDir, MANIFEST);
  const previous = await readManifest(manifestFile);
  const version = await rendererVersion();

  const jobs = new Map<string, Job>();
  for (const page of pages) {
    for (const size of sizesFor(page)) {
      const file = path.posix.basename(shareImagePath(page.path, size));
      const clash = jobs.get(file);
      if (clash) throw new Error(`Share images: ${page.path} and ${clash.page} both map to ${file}`);
      const input: ShareImageInput = {
        title: page.title,
        section: page.section,
        width: size.width,
        height: size.height,
      };
      const hash = createHash('sha256')
        .update(JSON.stringify([input.title, input.section ?? '', input.width, input.height, version]))
        .digest('hex')
        .slice(0, 24);
      jobs.set(file, { file, hash, input, page: page.path });
    }
  }

  const files: Record<string, string> = {};
  let skipped = 0;
  const todo: Job[] = [];
  for (const job of jobs.values()) {
    if (previous.files[job.file] === job.hash && existsSync(path.join(outDir, job.file))) {
      files[job.file] = job.hash;
      skipped++;
    } else todo.push(job);
  }

  if (threads > 1 && todo.length >= threads * 8) {
    // Laying out the text is JavaScript on one thread; the cards are split between worker threads
    // (each also runs sharp), so every core renders.
    const groups: Job[][] = Array.from({ length: threads }, () => []);
    todo.forEach((job, i) => groups[i % threads]!.push(job));
    await Promise.all(groups.map((group) => renderInWorker(group, outDir)));
  } else await renderJobs(todo, outDir);
  for (const job of todo) files[job.file] = job.hash;
  const written = todo.length;

  for (const name of await readdir(outDir)) {
    if ((name.endsWith('.jpg') && !jobs.has(name)) || name.endsWith('.tmp'))
      await unlink(path.join(outDir, name));
  }
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(
    manifestFile,
    `${JSON.stringify({ version: 1, files: sorted } satisfies Manifest, null, 2)}\n`,
  );
  return { written, skipped };
}

// ---------------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  const { sitePages } = await import('../content/routes');
  const outDir = process.argv[2] ?? 'public/og';
  const threads = Math.max(1, Math.min(4, os.availableParallelism()));
  const { written, skipped } = await generateShareImages(sitePages(), outDir, { threads });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`share images: ${written} written, ${skipped} unchanged in ${seconds} s`);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (!isMainThread && (workerData as { shareJobs?: Job[] } | null)?.shareJobs) {
  const { shareJobs, outDir } = workerData as { shareJobs: Job[]; outDir: string };
  renderJobs(shareJobs, outDir).then(
    () => parentPort?.close(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (invokedDirectly && isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
