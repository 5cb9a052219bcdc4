import { sourcingProduct } from '@/content/products';
import { metadataFor } from '../../_lib/metadata';
import { ProductPage } from '../_components/ProductPage';

export const metadata = metadataFor('/products/sourcing/');

export default function SourcingProductPage() {
  return <ProductPage content={sourcingProduct} />;
}
