import { interviewProduct } from '@/content/products';
import { metadataFor } from '../../_lib/metadata';
import { ProductPage } from '../_components/ProductPage';

export const metadata = metadataFor('/products/interview/');

export default function InterviewProductPage() {
  return <ProductPage content={interviewProduct} />;
}
