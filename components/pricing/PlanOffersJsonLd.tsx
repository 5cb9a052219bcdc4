import { ProductJsonLd } from 'next-seo';
import type { Plan } from '@/content/plans';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { productRating } from '@/lib/seo/jsonld';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * schema.org Product for a module, with the site's 4.9 from 9600 aggregate rating and one Offer per
 * priced plan (plans sold by quote have no price to state). Offers point at their card on the
 * module's pricing page.
 */
export function PlanOffersJsonLd({
  name,
  description,
  path,
  pricingPath,
  plans,
}: {
  name: string;
  description: string;
  path: string;
  pricingPath: string;
  plans: Plan[];
}) {
  const offers = plans
    .filter((plan): plan is Plan & { amount: number } => typeof plan.amount === 'number')
    .map((plan) => ({
      url: absoluteUrl(env.siteUrl, `${pricingPath}#plan-${plan.id}`),
      price: plan.amount,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock' as const,
      seller: { '@type': 'Organization' as const, name: site.legalName },
      ...(plan.unit === 'month' || plan.unit === 'year'
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification' as const,
              price: plan.amount,
              priceCurrency: 'USD',
              unitCode: plan.unit === 'month' ? 'MON' : 'ANN',
            },
          }
        : {}),
    }));
  return (
    <ProductJsonLd
      name={name}
      description={description}
      url={absoluteUrl(env.siteUrl, path)}
      brand={site.brand}
      category="Recruitment software"
      aggregateRating={productRating(site)}
      offers={offers}
      scriptId="product-jsonld"
    />
  );
}
