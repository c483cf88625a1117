import type { RemotePageProps } from '@marketplace/contracts';
import { CategoryProducts } from '../features/catalogue/CategoryProducts';
import { OrderingProvider } from '../features/ordering/OrderingProvider';

/** The products of one category (`/producs/<categoryName>`), linked from each category card. */
export default function CategoryProductsPage({ params }: RemotePageProps) {
  return (
    <OrderingProvider>
      <CategoryProducts categoryName={params.segment ?? ''} />
    </OrderingProvider>
  );
}
