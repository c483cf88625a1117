import { PageHeading } from '@marketplace/ui';
import { MyProducts } from '../features/my-products/MyProducts';

/** The seller's listings, at /dashbord/myproduct. */
export default function MyProductsPage() {
  return (
    <>
      <PageHeading>My Products</PageHeading>
      <MyProducts />
    </>
  );
}
