import { useDeleteProduct } from '@marketplace/api-client';
import type { Product } from '@marketplace/contracts';
import {
  Button,
  CONFIRM_PROMPTS,
  VisuallyHidden,
  describeListing,
  useConfirm,
  toast,
} from '@marketplace/ui';
import styled from 'styled-components';

// Outlined rather than solid: a solid red button on every row shouts louder than the list; the
// confirm prompt's own Delete is the solid one.
const StyledDeleteButton = styled(Button)`
  &&& {
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &&&:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

export interface DeleteProductButtonProps {
  product: Product;
  /** The row goes with the product, and its button with it: the list takes the focus back. */
  onDeleted: () => void;
}

/** Deletes the listing after SPEC.md's confirm prompt; the list refreshes without it. */
export function DeleteProductButton({ product, onDeleted }: DeleteProductButtonProps) {
  const confirm = useConfirm();
  const deleteProduct = useDeleteProduct();

  async function handleClick() {
    const confirmed = await confirm(CONFIRM_PROMPTS.deleteOrderOrProduct, {
      subject: describeListing(product.productName, product.resellPrice),
      confirmLabel: 'Delete',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteProduct.mutateAsync(product._id);
      toast.success('Deleted successfully');
      onDeleted();
    } catch (error) {
      // SPEC.md section 8: a failed deletion is only logged; the row simply stays.
      console.error(`Deleting product ${product._id} failed`, error);
    }
  }

  return (
    <StyledDeleteButton
      size="sm"
      variant="secondary"
      loading={deleteProduct.isPending}
      onClick={handleClick}
    >
      Delete
      <VisuallyHidden> {product.productName}</VisuallyHidden>
    </StyledDeleteButton>
  );
}
