import { PageHeading } from '@marketplace/ui';

/** Placeholder with only its heading (SPEC.md section 2), at /dashbord/allproduct. */
export default function AllProductsPage() {
  return <PageHeading>All Products</PageHeading>;
}
