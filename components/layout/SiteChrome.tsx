import { OrganizationJsonLd, JsonLdScript } from 'next-seo';
import { Suspense, type ReactNode } from 'react';
import { Toaster } from '@/components/feedback/Toaster';
import { ConsentGate } from '@/components/layout/ConsentGate';
import { SiteEffects } from '@/components/layout/SiteEffects';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { ModalGate } from '@/components/modals/ModalGate';
import { site } from '@/content/site';
import { consentNeeded } from '@/lib/analytics/ga';
import { env } from '@/lib/env';
import { organizationData, webSiteData } from '@/lib/seo/jsonld';

/**
 * What surrounds every page of the site itself: header, footer, consent, toasts, modals and the
 * site's structured data. Embedded tools (/embed/…) live on other sites and carry none of it.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
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
    </>
  );
}
