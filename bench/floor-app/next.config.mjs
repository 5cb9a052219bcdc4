// The floor of the performance budgets: the framework alone, built with the project's own `next`
// and the same export settings as the site (next.config.ts), so the difference a template shows
// against it is what the site adds. scripts/bench/floor.ts builds a copy of this folder.
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  distDir: process.env.FLOOR_DIST_DIR || 'export',
};

export default nextConfig;
