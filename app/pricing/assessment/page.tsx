import { PricingPage } from '@/components/pricing/PricingPage';
import { assessmentPricing } from '@/content/plans';
import { metadataFor } from '../../_lib/metadata';

export const metadata = metadataFor('/pricing/assessment/');

export default function AssessmentPricingPage() {
  return <PricingPage content={assessmentPricing} />;
}
