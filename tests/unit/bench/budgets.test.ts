// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  judgeSizes,
  loadBudgets,
  loadTemplates,
  representativePath,
  type Template,
} from '../../../scripts/bench/budgets';
import { assetsOf, gzipSize, pageWeight, type PageWeight } from '../../../scripts/bench/page-weight';
import { breaches, measureTemplates } from '../../../scripts/bench/sizes';

const flight = (chunk: string) =>
  `<script>self.__next_f.push([1,"2:\\"${chunk}\\"\\n3:I[1,[\\"$2\\"],\\"Nav\\"]"])</script>`;

describe('what a page loads before any interaction', () => {
  const html =
    '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
    '<link rel="preload" href="/_next/static/media/font.woff2" as="font"/>' +
    '<script src="/_next/static/chunks/main.js?dpl=1" async=""></script>' +
    '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head>' +
    `<body>${flight('/_next/static/chunks/island.js')}<script type="application/ld+json">{"a":"/_next/static/chunks/nope.js"}</script></body>`;

  it('counts script files, script preloads and flight chunks; not nomodule polyfills or fonts', () => {
    expect(assetsOf(html)).toEqual({
      scripts: [
        '/_next/static/chunks/island.js',
        '/_next/static/chunks/late.js',
        '/_next/static/chunks/main.js',
      ],
      styles: ['/_next/static/chunks/a.css'],
    });
  });

  it('measures gzip sizes of files, inline scripts together, and inline styles with CSS', () => {
    const root = mkdtempSync(join(tmpdir(), 'weight-'));
    try {
      mkdirSync(join(root, '_next/static/chunks'), { recursive: true });
      const body = 'x'.repeat(5000);
      for (const name of ['island.js', 'late.js', 'main.js', 'a.css'])
        writeFileSync(join(root, '_next/static/chunks', name), `${name}${body}`);
      writeFileSync(join(root, 'index.html'), `${html}<style>.b{color:red}</style>`);
      const weight = pageWeight(root, join(root, 'index.html'));
      expect(weight.js).toBe(
        ['island.js', 'late.js', 'main.js'].reduce((n, f) => n + gzipSize(`${f}${body}`), 0),
      );
      expect(weight.css).toBe(gzipSize(`a.css${body}`) + gzipSize('.b{color:red}'));
      expect(weight.inline).toBeGreaterThan(0);
      expect(weight.files).toHaveLength(4);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('says which file a page references but the export lacks', () => {
    const root = mkdtempSync(join(tmpdir(), 'weight-'));
    try {
      writeFileSync(join(root, 'index.html'), '<script src="/_next/static/chunks/gone.js"></script>');
      expect(() => pageWeight(root, join(root, 'index.html'))).toThrow(
        /loads \/_next\/static\/chunks\/gone.js/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('templates and budgets', () => {
  const blog: Template = { name: 'blog post', kind: 'content', paths: ['/blog/*/'] };

  it('a `*` stands for one path segment, and the first built match in order represents the template', () => {
    expect(representativePath(blog, ['/blog/', '/blog/zeta/', '/blog/alpha/', '/blog/alpha/more/'])).toBe(
      '/blog/alpha/',
    );
    expect(representativePath(blog, ['/blog/'])).toBeUndefined();
    expect(
      representativePath({ name: 'c', kind: 'content', paths: ['/about/team/', '/features/'] }, [
        '/features/',
      ]),
    ).toBe('/features/');
  });

  it('every template and every budget in bench/ is well formed, with a reason for each number', () => {
    const templates = loadTemplates();
    expect(templates.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'home',
        'content page',
        'pricing',
        'comparison',
        'blog post',
        'calculator',
        'resume builder',
      ]),
    );
    const budgets = loadBudgets();
    expect(budgets.sizes.content.js.kb).toBe(10);
    expect(budgets.sizes.tool.js.kb).toBe(40);
    for (const goal of Object.values(budgets.lighthouse)) expect(goal.why.length).toBeGreaterThan(10);
  });

  const floor: PageWeight = { js: 100_000, inline: 1_000, css: 0, files: [] };

  it('judges a page against the floor plus the budget of its kind', () => {
    const budgets = loadBudgets();
    const page: PageWeight = { js: 110_001, inline: 2_000, css: 5_000, files: [] };
    expect(judgeSizes('content', page, floor, budgets).map((v) => [v.measure, v.overFloor, v.ok])).toEqual([
      ['js', 10_001, false],
      ['inline', 1_000, true],
      ['css', 5_000, true],
    ]);
    expect(judgeSizes('tool', page, floor, budgets).every((v) => v.ok)).toBe(true);
  });

  const siteRoot = mkdtempSync(join(tmpdir(), 'site-'));
  afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));

  it('reports templates not built yet, and names a breach with the file and field of its budget', () => {
    mkdirSync(join(siteRoot, '_next/static/chunks'), { recursive: true });
    mkdirSync(join(siteRoot, 'tools/word-counter'), { recursive: true });
    // Random bytes do not compress: 60 KB of them is 60 KB gzip, over a tool's 40 KB.
    const heavy = Buffer.from(Array.from({ length: 60_000 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    writeFileSync(join(siteRoot, '_next/static/chunks/heavy.js'), heavy);
    writeFileSync(join(siteRoot, 'index.html'), '<p>home</p>');
    writeFileSync(
      join(siteRoot, 'tools/word-counter/index.html'),
      '<script src="/_next/static/chunks/heavy.js"></script>',
    );
    const templates: Template[] = [
      { name: 'home', kind: 'content', paths: ['/'] },
      { name: 'text tool', kind: 'tool', paths: ['/tools/word-counter/'] },
      { name: 'grammar checker', kind: 'tool', paths: ['/tools/grammar-checker/'] },
    ];
    const rows = measureTemplates(
      siteRoot,
      { js: 0, inline: 0, css: 0, files: [] },
      templates,
      loadBudgets(),
    );
    expect(rows.map((r) => r.path)).toEqual(['/', '/tools/word-counter/', undefined]);
    const found = breaches(rows);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^text tool \(\/tools\/word-counter\/\): JS is \+\d+\.\d KB over the floor, budget 40\.0 KB for tool pages \(bench\/budgets\.json sizes\.tool\.js\): \d+\.\d KB too much\.$/,
    );
  });
});
