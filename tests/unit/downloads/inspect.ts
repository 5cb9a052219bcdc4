/**
 * Readers for the generated files, small enough to trust: a zip reader (for DOCX parts and entry
 * dates) and a PDF reader that follows the page tree, inflates content streams and pulls out the
 * strings drawn with `Tj`. Text comes back as Unicode, decoded from WinAnsi as a viewer would.
 */
import { inflateRawSync, inflateSync } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
  /** DOS date and time fields from the central directory and the local header. */
  readonly centralStamp: readonly [time: number, date: number];
  readonly localStamp: readonly [time: number, date: number];
}

export function readZip(bytes: Uint8Array): ZipEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip');
  const count = buffer.readUInt16LE(eocd + 10);
  let offset = buffer.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const local = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const raw = buffer.subarray(dataStart, dataStart + compressedSize);
    entries.push({
      name,
      data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
      centralStamp: [buffer.readUInt16LE(offset + 12), buffer.readUInt16LE(offset + 14)],
      localStamp: [buffer.readUInt16LE(local + 10), buffer.readUInt16LE(local + 12)],
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export function zipText(bytes: Uint8Array, name: string): string {
  const entry = readZip(bytes).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${name} not in the zip`);
  return entry.data.toString('utf8');
}

// ---------------------------------------------------------------------------------------------------

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

/** Decodes a PDF literal string body (escapes, then WinAnsi or UTF-16BE with a byte-order mark). */
export function decodePdfString(body: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0) & 0xff);
      continue;
    }
    const next = body[index + 1] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(index + 1, index + 4));
    if (octal) {
      bytes.push(Number.parseInt(octal[0], 8));
      index += octal[0].length;
    } else {
      const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      bytes.push(escapes[next] ?? next.charCodeAt(0));
      index += 1;
    }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let text = '';
    for (let index = 2; index + 1 < bytes.length; index += 2)
      text += String.fromCharCode((bytes[index]! << 8) | bytes[index + 1]!);
    return text;
  }
  return bytes.map((byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join('');
}

export interface OutlineEntry {
  readonly title: string;
  readonly depth: number;
}

export interface PdfSummary {
  /** Text drawn on each page, in page order, strings joined by spaces. */
  readonly pages: readonly string[];
  readonly info: Readonly<Record<string, string>>;
  /** Bookmarks in reading order (depth-first), with their nesting depth. */
  readonly outline: readonly OutlineEntry[];
  /** Number of `/Type /Page` objects, counted independently of the page tree. */
  readonly pageObjects: number;
}

export function readPdf(bytes: Uint8Array): PdfSummary {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const objects = new Map<number, string>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    objects.set(Number(match[1]), match[2]!);

  const streamOf = (id: number): string => {
    const body = objects.get(id) ?? '';
    const start = /stream\r?\n/.exec(body);
    const length = /\/Length (\d+)/.exec(body);
    if (!start || !length) return '';
    const dictionary = body.slice(0, start.index);
    const from = start.index + start[0].length;
    const raw = Buffer.from(body.slice(from, from + Number(length[1])), 'latin1');
    return /\/FlateDecode/.test(dictionary) ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
  };

  const pagesRoot = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body)) ?? '';
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesRoot)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) =>
    Number(m[1]),
  );
  const pages = kids.map((kid) => {
    const page = objects.get(kid) ?? '';
    const contents = [...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
    const stream = contents.map((ref) => streamOf(Number(ref[1]))).join('\n');
    return [...stream.matchAll(/\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj/g)]
      .map((match) => decodePdfString(match[1]!))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  });

  const infoBody = [...objects.values()].find((body) => /\/Producer \(/.test(body)) ?? '';
  const info: Record<string, string> = {};
  for (const match of infoBody.matchAll(/\/(\w+) \(((?:\\[\s\S]|[^\\)])*)\)/g))
    info[match[1]!] = decodePdfString(match[2]!);

  const outline: OutlineEntry[] = [];
  const ref = (body: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(body)?.[1] ?? NaN);
  const walk = (id: number, depth: number) => {
    for (let node = id; objects.has(node); node = ref(objects.get(node)!, 'Next')) {
      const body = objects.get(node)!;
      outline.push({
        title: decodePdfString(/\/Title \(((?:\\[\s\S]|[^\\)])*)\)/.exec(body)?.[1] ?? ''),
        depth,
      });
      walk(ref(body, 'First'), depth + 1);
    }
  };
  const outlinesRoot = [...objects.values()].find((body) => /\/Type \/Outlines\b/.test(body));
  if (outlinesRoot) walk(ref(outlinesRoot, 'First'), 0);

  return { pages, info, outline, pageObjects: source.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0 };
}
