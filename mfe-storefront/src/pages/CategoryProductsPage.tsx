import { CategoryProducts } from '../features/catalogue/CategoryProducts';
import { OrderingProvider } from '../features/ordering/OrderingProvider';

export interface CategoryProductsPageProps {
  /** The category name from `/producs/<categoryName>`, already URL-decoded by the shell. */
  categoryName: string;
}

/** The products of one category, linked from each category card. */
export default function CategoryProductsPage({ categoryName }: CategoryProductsPageProps) {
  return (
    <OrderingProvider>
      <CategoryProducts categoryName={categoryName} />
    </OrderingProvider>
  );
}
