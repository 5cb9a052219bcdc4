import { SoftwareApplicationJsonLd } from 'next-seo';
import { primaryCtas } from '@/components/layout/ctas';
import { CtaBand } from '@/components/sections/CtaBand';
import { FourSteps } from '@/components/sections/FourSteps';
import { TrialSignup } from '@/components/forms/trial/TrialSignup';
import { Hero } from '@/components/sections/Hero';
import { ItemGrid } from '@/components/sections/ItemGrid';
import { LogoStrip } from '@/components/sections/LogoStrip';
import { StatGrid } from '@/components/sections/StatGrid';
import { Testimonial } from '@/components/sections/Testimonial';
import { clientLogos, home } from '@/content/home';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { productRating } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';
import { metadataFor } from './_lib/metadata';

export const metadata = metadataFor('/');

export default function HomePage() {
  const cta = primaryCtas();
  return (
    <>
      <Hero
        {...home.hero}
        primary={{ label: 'Start free trial', href: cta.trial }}
        secondary={{ label: 'Book a demo', href: cta.demo }}
      >
        <TrialSignup />
      </Hero>
      <LogoStrip logos={clientLogos} />
      <Testimonial {...home.testimonial} />
      <ItemGrid id="pains" eyebrow="The problem" variant="problem" tone="muted" {...home.pains} />
      <ItemGrid id="modules" eyebrow="The platform" {...home.modules} />
      <FourSteps title={home.steps.title} lead={home.steps.lead} steps={home.steps.items} />
      <StatGrid title={home.claims.title} stats={home.claims.items} />
      <CtaBand {...home.cta} />
      <SoftwareApplicationJsonLd
        name={site.brand}
        description={site.defaultDescription}
        url={absoluteUrl(env.siteUrl, '/')}
        applicationCategory="BusinessApplication"
        operatingSystem="Web"
        aggregateRating={productRating(site)}
        offers={{ price: 20, priceCurrency: 'USD' }}
        scriptId="product-jsonld"
      />
    </>
  );
}
