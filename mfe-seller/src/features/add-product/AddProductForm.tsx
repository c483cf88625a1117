import {
  isApiError,
  useAccountProfile,
  useAddProduct,
  useCategories,
} from '@marketplace/api-client';
import { useDraft } from '@marketplace/auth/drafts';
import { API_ERROR_CODES, DASHBOARD_PATH, UNVERIFIED_LIMITS } from '@marketplace/contracts';
import { Card, Loader, toast, FailurePanel } from '@marketplace/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@marketplace/routing';
import styled from 'styled-components';
import { SELLER_PATHS } from '../../seller-paths';
import { type ProductDraft, ProductForm } from './ProductForm';

const StyledRefusal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * SPEC.md's add-product form: it waits for the category list, which its select needs. An account
 * whose email is not proven is refused past UNVERIFIED_LIMITS.listings; the form says so above
 * itself and keeps what was typed.
 */
export function AddProductForm() {
  const categories = useCategories();
  // The phone the seller gave last, filled in; without it (a failure) the field is empty.
  const profile = useAccountProfile();
  // A reload or a sign-out elsewhere loses nothing typed or chosen, until the listing is added.
  const draft = useDraft<ProductDraft>('add-product');
  const navigate = useNavigate();
  const addProduct = useAddProduct();
  const [needsProvenEmail, setNeedsProvenEmail] = useState(false);
  // The refusal shows above the form, while the seller is at its button: it is brought into view.
  const refusal = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (needsProvenEmail) refusal.current?.scrollIntoView?.({ block: 'center' });
  }, [needsProvenEmail]);
  if (categories.isPending || profile.isPending || !draft.ready)
    return <Loader label="Loading the categories" />;
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
      {needsProvenEmail && (
        <StyledRefusal role="alert" ref={refusal}>
          Not added: until you verify your email you can have {UNVERIFIED_LIMITS.listings} items on
          sale. Open the link we emailed you, or send it again from your dashboard.{' '}
          <Link to={DASHBOARD_PATH}>Verify your email</Link>
        </StyledRefusal>
      )}
      <ProductForm
        categories={categories.data.items}
        label="New product"
        submitLabel="Add Product"
        offeredPhone={profile.data?.lastPhone ?? undefined}
        draft={draft}
        onSave={async (details, productImages) => {
          try {
            await addProduct.mutateAsync({
              ...details,
              productImage: productImages[0]!,
              productImages,
            });
          } catch (error) {
            if (!isApiError(error, 403, API_ERROR_CODES.emailNotVerified)) throw error;
            setNeedsProvenEmail(true);
            return;
          }
          draft.discard();
          toast.success('Product Added successfully');
          void navigate(SELLER_PATHS.myProducts);
        }}
      />
    </Card>
  );
}
