import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { serviceConfigProblem } from './lib/build/service-config';

// The AI tools call the AI gateway, which holds the provider's key; a token in NEXT_PUBLIC_* would
// be public, so the site no longer reads this one (lib/env.ts) and says so rather than ship it.
if (process.env.NEXT_PUBLIC_AI_TOKEN?.trim()) {
  console.warn(
    'NEXT_PUBLIC_AI_TOKEN is set but ignored: the AI key belongs to the AI gateway (AI_PROVIDER_KEY), never to the site. See README, "AI tools".',
  );
}

// A static export: `next build` writes the whole site to `out/`, which any static host serves as is.
const nextConfig: NextConfig = {
  output: 'export',
  // Without it Next writes both `x.html` and `x/`; plain static servers then disagree on URLs.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets a second build run beside another (tests, benchmarks) without sharing `.next/`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The test run (scripts/test-all.sh) has just run `tsc --noEmit` over the whole project, so it
  // skips the build's second pass of the same check; a plain `npm run build` still does it.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  experimental: {
    // Turbopack's default CSS chunking merges the CSS of every route and island into one shared
    // sheet, so each page blocked on every tool family's styles. 'graph' keeps a shared sheet for
    // what most pages use (tokens, base, shell, sections) and gives the rest chunks of their own:
    // a family's CSS is linked only where its island renders ('strict' and false are webpack only).
    // requestCost 5000 (bytes) rather than its default: a page's sheets split finer, so a page links
    // less CSS it never uses; measured 20.2 KB gzip on the home page before the split, 7.2 KB after.
    cssChunking: { type: 'graph', requestCost: 5000 },
  },
};

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const problem = serviceConfigProblem(process.env);
    if (problem) throw new Error(problem);
  }
  return nextConfig;
}
