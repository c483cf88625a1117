import { ProductDetail } from '../features/catalogue/ProductDetail';
import { OrderingProvider } from '../features/ordering/OrderingProvider';

export interface ProductDetailPageProps {
  /** The product id from `/producs/<id>`; the shell has already required a signed-in user. */
  productId: string;
}

/** One product, loaded from the server by id. */
export default function ProductDetailPage({ productId }: ProductDetailPageProps) {
  return (
    <OrderingProvider>
      <ProductDetail productId={productId} />
    </OrderingProvider>
  );
}
