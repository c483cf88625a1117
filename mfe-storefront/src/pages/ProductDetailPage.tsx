import type { RemotePageProps } from '@marketplace/contracts';
import { ProductDetail } from '../features/catalogue/ProductDetail';
import { OrderingProvider } from '../features/ordering/OrderingProvider';

/** One product (`/producs/<id>`), loaded from the server; its route needs a signed-in user. */
export default function ProductDetailPage({ params }: RemotePageProps) {
  return (
    <OrderingProvider>
      <ProductDetail productId={params.segment ?? ''} />
    </OrderingProvider>
  );
}
