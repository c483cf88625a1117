import { PageHeading } from '@marketplace/ui';

export interface ProductDetailPageProps {
  /** The product id from `/producs/<id>`; the shell has already required a signed-in user. */
  productId: string;
}

/** One product, loaded from the server by id. */
export default function ProductDetailPage(_props: ProductDetailPageProps) {
  return <PageHeading>Product details</PageHeading>;
}
