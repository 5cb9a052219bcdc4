import { PricingPage } from '@/components/pricing/PricingPage';
import { sourcingPricing } from '@/content/plans';
import { metadataFor } from '../../_lib/metadata';

export const metadata = metadataFor('/pricing/sourcing/');

export default function SourcingPricingPage() {
  return <PricingPage content={sourcingPricing} />;
}
