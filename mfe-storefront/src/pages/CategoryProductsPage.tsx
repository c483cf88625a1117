import { PageHeading } from '@marketplace/ui';

export interface CategoryProductsPageProps {
  /** The category name from `/producs/<categoryName>`, already URL-decoded by the shell. */
  categoryName: string;
}

/** The products of one category, linked from each category card. */
export default function CategoryProductsPage({ categoryName }: CategoryProductsPageProps) {
  return <PageHeading>{categoryName}</PageHeading>;
}
