import { assessmentProduct } from '@/content/products';
import { metadataFor } from '../../_lib/metadata';
import { ProductPage } from '../_components/ProductPage';

export const metadata = metadataFor('/products/assessment/');

export default function AssessmentProductPage() {
  return <ProductPage content={assessmentProduct} />;
}
