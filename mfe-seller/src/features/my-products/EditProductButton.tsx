import { isApiError, useCategories, useEditProduct, useProduct } from '@marketplace/api-client';
import type { Product } from '@marketplace/contracts';
import { Button, Loader, Modal, VisuallyHidden, toast, FailurePanel } from '@marketplace/ui';
import { ProductForm } from '../add-product/ProductForm';

/** The listing's form, filled in, for the seller to change anything, photos included. */
export function EditProductDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const detail = useProduct(product._id);
  const categories = useCategories();
  const edit = useEditProduct();

  function content() {
    if (detail.isPending || categories.isPending) return <Loader label="Loading the listing" />;
    if (detail.isError || categories.isError) {
      return (
        <FailurePanel
          title="The listing could not be loaded."
          error={detail.error ?? categories.error}
          onRetry={() => void Promise.all([detail.refetch(), categories.refetch()])}
        />
      );
    }
    return (
      <ProductForm
        categories={categories.data.items}
        initial={detail.data}
        label={`Edit ${product.productName}`}
        submitLabel="Save changes"
        onSave={async (details, productImages) => {
          try {
            await edit.mutateAsync({
              id: product._id,
              // An emptied description is sent empty, so it is cleared.
              changes: { ...details, description: details.description ?? '', productImages },
            });
          } catch (error) {
            // Ordered meanwhile: the listing is no longer the seller's to change.
            if (isApiError(error, 409)) onClose();
            throw error;
          }
          toast.success('Listing updated');
          onClose();
        }}
      />
    );
  }

  return (
    <Modal open onClose={onClose} title={`Edit ${product.productName}`} size="lg">
      {content()}
    </Modal>
  );
}

/**
 * Opens the listing's edit dialog. The list holds the dialog, not the button, so it stays open
 * when the list turns from a table into cards (a phone turned, a window narrowed).
 */
export function EditProductButton({ product, onEdit }: { product: Product; onEdit: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onEdit}>
      Edit
      <VisuallyHidden> {product.productName}</VisuallyHidden>
    </Button>
  );
}
