import { OrderingProvider } from '../features/ordering/OrderingProvider';
import { ProductSearch } from '../features/search/ProductSearch';

/** Search results, reached from the navbar's search box. */
export default function SearchPage() {
  return (
    <OrderingProvider>
      <ProductSearch />
    </OrderingProvider>
  );
}
