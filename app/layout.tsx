import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { abHideScript, abHideStyle } from '@/lib/analytics/ab-hide';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo/metadata';
import { inter } from './fonts';
import './styles/tokens.css';
import './styles/base.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: site.defaultTitle, template: `%s | ${site.brand}` },
  description: site.defaultDescription,
  applicationName: site.brand,
  alternates: { types: { 'application/rss+xml': absoluteUrl(env.siteUrl, '/rss/feed.xml') } },
  openGraph: {
    type: 'website',
    locale: site.locale,
    siteName: site.brand,
    title: site.defaultTitle,
    description: site.defaultDescription,
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = { themeColor: '#4f46e5', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <head>
        {env.abScriptUrl ? (
          <>
            <style id="ab-hide-style">{abHideStyle}</style>
            <script id="ab-hide" dangerouslySetInnerHTML={{ __html: abHideScript(env.abScriptUrl) }} />
          </>
        ) : null}
      </head>
      {/* The site's header and footer come from app/(site)/layout.tsx; embedded tools have none. */}
      <body>{children}</body>
    </html>
  );
}
