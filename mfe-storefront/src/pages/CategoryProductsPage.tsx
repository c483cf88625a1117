import { CategoryProducts } from '../features/catalogue/CategoryProducts';

export interface CategoryProductsPageProps {
  /** The category name from `/producs/<categoryName>`, already URL-decoded by the shell. */
  categoryName: string;
}

/** The products of one category, linked from each category card. */
export default function CategoryProductsPage({ categoryName }: CategoryProductsPageProps) {
  return <CategoryProducts categoryName={categoryName} />;
}
