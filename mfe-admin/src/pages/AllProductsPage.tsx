import { AllProductsTable } from '../features/products/AllProductsTable';

/** Every listing, searchable, to delete, at /dashbord/allproduct. */
export default function AllProductsPage() {
  return <AllProductsTable />;
}
