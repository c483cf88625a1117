import { useAddProduct, useCategories } from '@marketplace/api-client';
import { Card, Loader, toast, FailurePanel } from '@marketplace/ui';
import { useNavigate } from '@marketplace/routing';
import { SELLER_PATHS } from '../../seller-paths';
import { ProductForm } from './ProductForm';

/** SPEC.md's add-product form: it waits for the category list, which its select needs. */
export function AddProductForm() {
  const categories = useCategories();
  const navigate = useNavigate();
  const addProduct = useAddProduct();
  if (categories.isPending) return <Loader label="Loading the categories" />;
  if (categories.isError) {
    return (
      <FailurePanel
        title="The categories could not be loaded."
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return (
    <Card padding="lg">
      <ProductForm
        categories={categories.data.items}
        label="New product"
        submitLabel="Add Product"
        onSave={async (details, productImages) => {
          await addProduct.mutateAsync({
            ...details,
            productImage: productImages[0]!,
            productImages,
          });
          toast.success('Product Added successfully');
          void navigate(SELLER_PATHS.myProducts);
        }}
      />
    </Card>
  );
}
