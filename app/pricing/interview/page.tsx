import { PricingPage } from '@/components/pricing/PricingPage';
import { interviewPricing } from '@/content/plans';
import { metadataFor } from '../../_lib/metadata';

export const metadata = metadataFor('/pricing/interview/');

export default function InterviewPricingPage() {
  return <PricingPage content={interviewPricing} />;
}
