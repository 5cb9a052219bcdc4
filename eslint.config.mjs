import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of the house: lib/ is logic and knows nothing of the site's copy or screens; content/
// is words and data and knows nothing of the screens. The rule works on resolved paths, so an `@/`
// alias and a relative `../../content` are caught alike, as are `export … from` and `import()`.
const layers = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './lib',
          from: ['./content', './components', './app'],
          message: 'lib/ is pure logic: take copy and data as arguments instead of importing them.',
        },
        {
          target: './content',
          from: ['./components', './app'],
          message: 'content/ is words and data: it may use lib/, never the screens.',
        },
      ],
    },
  ],
};

// One link for the whole site: components/ui/Link (next/link that prefetches on intent).
const oneLink = {
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'next/link', message: "Use '@/components/ui/Link': it prefetches on intent, not on sight." },
      ],
    },
  ],
};

const config = [
  ...nextVitals,
  ...nextTs,
  { files: ['lib/**', 'content/**'], rules: layers },
  { files: ['app/**', 'components/**'], ignores: ['components/ui/Link.tsx'], rules: oneLink },
  {
    ignores: [
      '.next*/**',
      'out/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'public/**',
    ],
  },
];

export default config;
