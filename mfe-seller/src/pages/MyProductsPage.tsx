import { PageHeading } from '@marketplace/ui';

/** The seller's listings, at /dashbord/myproduct. */
export default function MyProductsPage() {
  return <PageHeading>My Products</PageHeading>;
}
