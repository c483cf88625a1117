import { PageHeading } from '@marketplace/ui';
import { AddProductForm } from '../features/add-product/AddProductForm';

/** The new-listing form, at /dashbord/addproduct. */
export default function AddProductPage() {
  return (
    <>
      <PageHeading>Add Product</PageHeading>
      <AddProductForm />
    </>
  );
}
