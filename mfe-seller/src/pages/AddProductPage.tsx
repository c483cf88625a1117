import { PageHeading } from '@marketplace/ui';

/** The new-listing form, at /dashbord/addproduct. */
export default function AddProductPage() {
  return <PageHeading>Add Product</PageHeading>;
}
