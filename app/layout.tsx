import type { Metadata, Viewport } from 'next';
import { OrganizationJsonLd, JsonLdScript } from 'next-seo';
import { Suspense, type ReactNode } from 'react';
import { Toaster } from '@/components/feedback/Toaster';
import { ConsentGate } from '@/components/layout/ConsentGate';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ModalGate } from '@/components/modals/ModalGate';
import { site } from '@/content/site';
import { abHideScript, abHideStyle } from '@/lib/analytics/ab-hide';
import { consentNeeded } from '@/lib/analytics/ga';
import { env } from '@/lib/env';
import { organizationData, webSiteData } from '@/lib/seo/jsonld';
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
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        {consentNeeded() ? <ConsentGate /> : null}
        <Toaster />
        <ModalGate />
        <Suspense fallback={null}>
          <SiteEffects />
        </Suspense>
        <OrganizationJsonLd {...organizationData(site, env.siteUrl)} scriptId="org-jsonld" />
        <JsonLdScript data={webSiteData(site, env.siteUrl)} id="website-jsonld" scriptKey="website-jsonld" />
      </body>
    </html>
  );
}
