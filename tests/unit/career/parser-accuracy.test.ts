import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResumeText } from '@/lib/career/parser/parse';
import { readDocx } from '@/lib/career/parser/read-docx';
import { readPdf } from '@/lib/career/parser/read-pdf';
import { builderFiles, type CorpusFile } from '../../fixtures/career/parser-corpus/builder-files';
import {
  heldOutBuilderFiles,
  heldOutKnownLayoutFiles,
  heldOutNewLayoutFiles,
} from '../../fixtures/career/parser-corpus/held-out-files';
import { otherFiles } from '../../fixtures/career/parser-corpus/other-files';
import { emptyTally, FIELDS, score, type Miss, type Tally } from '../../fixtures/career/parser-corpus/score';

const require = createRequire(import.meta.url);
// Node needs pdf.js's legacy build; the browser loads the modern one.
const legacy = () =>
  import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<typeof import('pdfjs-dist')>;
const legacyWorker = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs')).href;

async function parseFile(file: CorpusFile) {
  const read =
    file.kind === 'pdf'
      ? await readPdf(file.bytes, () => undefined, legacy, legacyWorker)
      : await readDocx(
          file.bytes.buffer.slice(
            file.bytes.byteOffset,
            file.bytes.byteOffset + file.bytes.byteLength,
          ) as ArrayBuffer,
        );
  return parseResumeText(read.text, { headings: read.headings });
}

const percent = (tally: Tally[keyof Tally]) => (tally.total ? (100 * tally.right) / tally.total : 100);
const overall = (tally: Tally) => {
  const sum = Object.values(tally).reduce(
    (a, t) => ({ right: a.right + t.right, total: a.total + t.total }),
    { right: 0, total: 0 },
  );
  return percent(sum);
};

function table(groups: Record<string, Tally>): string {
  const names = Object.keys(groups);
  const rows = FIELDS.map((field) =>
    [
      field.padEnd(16),
      ...names.map((name) =>
        `${percent(groups[name]![field]).toFixed(1).padStart(6)}% (${groups[name]![field].right}/${groups[name]![field].total})`.padEnd(
          22,
        ),
      ),
    ].join(''),
  );
  return [
    ['field'.padEnd(16), ...names.map((name) => name.padEnd(22))].join(''),
    ...rows,
    [
      'all fields'.padEnd(16),
      ...names.map((name) => `${overall(groups[name]!).toFixed(1).padStart(6)}%`.padEnd(22)),
    ].join(''),
  ].join('\n');
}

// The held-out corpus is the headline: people and two layouts the parser was never tuned on.
describe('field accuracy over the held-out resume corpus', () => {
  const groups = {
    builder: emptyTally(),
    'other, known layouts': emptyTally(),
    'other, new layouts': emptyTally(),
  };
  const misses: (Miss & { file: string })[] = [];
  const counts = { builder: 0, other: 0 };
  const other = () => {
    const sum = emptyTally();
    for (const field of FIELDS)
      for (const group of [groups['other, known layouts'], groups['other, new layouts']]) {
        sum[field].right += group[field].right;
        sum[field].total += group[field].total;
      }
    return sum;
  };

  beforeAll(async () => {
    const corpus = {
      builder: await heldOutBuilderFiles(),
      'other, known layouts': await heldOutKnownLayoutFiles(),
      'other, new layouts': await heldOutNewLayoutFiles(),
    };
    counts.builder = corpus.builder.length;
    counts.other = corpus['other, known layouts'].length + corpus['other, new layouts'].length;
    for (const group of Object.keys(corpus) as (keyof typeof corpus)[])
      for (const file of corpus[group])
        for (const miss of score(file.person, await parseFile(file), groups[group]))
          misses.push({ ...miss, file: file.id });
    console.log(
      `held-out: ${counts.builder} builder files, ${counts.other} others\n${table({ ...groups, 'other, all': other() })}`,
    );
    if (process.env.PARSER_MISSES)
      console.log(
        misses.map((m) => `${m.file} ${m.field}\n   want ${m.expected}\n   got  ${m.found}`).join('\n'),
      );
  }, 120_000);

  it('holds at least as many resumes of each kind as the tuning corpus', () => {
    expect(counts.builder).toBeGreaterThanOrEqual(26);
    expect(counts.other).toBeGreaterThanOrEqual(22);
  });

  it('reads at least 95% of fields right on the builder’s own PDF and Word files', () => {
    expect(overall(groups.builder)).toBeGreaterThanOrEqual(95);
  });

  it('reads at least 85% of fields right on resumes made elsewhere', () => {
    expect(overall(other())).toBeGreaterThanOrEqual(85);
  });
});

describe('field accuracy over the resume corpus', () => {
  const groups = { builder: emptyTally(), other: emptyTally() };
  const misses: (Miss & { file: string })[] = [];
  let counts = { builder: 0, other: 0 };

  beforeAll(async () => {
    const corpus = { builder: await builderFiles(), other: await otherFiles() };
    counts = { builder: corpus.builder.length, other: corpus.other.length };
    for (const group of ['builder', 'other'] as const)
      for (const file of corpus[group])
        for (const miss of score(file.person, await parseFile(file), groups[group]))
          misses.push({ ...miss, file: file.id });
    console.log(`tuning: ${counts.builder} builder files, ${counts.other} others\n${table(groups)}`);
    if (process.env.PARSER_MISSES)
      console.log(
        misses.map((m) => `${m.file} ${m.field}\n   want ${m.expected}\n   got  ${m.found}`).join('\n'),
      );
  }, 60_000);

  it('holds at least 30 resumes, 10 of them made without the builder', () => {
    expect(counts.builder + counts.other).toBeGreaterThanOrEqual(30);
    expect(counts.other).toBeGreaterThanOrEqual(10);
  });

  it('reads at least 95% of fields right on the builder’s own PDF and Word files', () => {
    expect(overall(groups.builder)).toBeGreaterThanOrEqual(95);
  });

  it('reads at least 85% of fields right on resumes made elsewhere', () => {
    expect(overall(groups.other)).toBeGreaterThanOrEqual(85);
  });
});
