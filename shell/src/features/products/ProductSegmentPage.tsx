import { useParams } from 'react-router-dom';
import { RemotePage } from '../../remotes/RemotePage';
import { RequireSignIn } from '../guards/RequireSignIn';

/** Product ids are positive integers; category names never are. */
export const isProductId = (segment: string) => /^[1-9]\d*$/.test(segment);

/**
 * `/producs/<segment>` has two readings in SPEC.md: a product id opens the product detail, for
 * signed-in users only; anything else is a category name and lists its products, for anyone.
 */
export function ProductSegmentPage() {
  const { segment = '' } = useParams();
  if (isProductId(segment)) {
    return (
      <RequireSignIn>
        <RemotePage page="storefront/ProductDetailPage" props={{ productId: segment }} />
      </RequireSignIn>
    );
  }
  return <RemotePage page="storefront/CategoryProductsPage" props={{ categoryName: segment }} />;
}
