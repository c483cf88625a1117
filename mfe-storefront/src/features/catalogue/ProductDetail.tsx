import { isApiError, useProduct } from '@marketplace/api-client';
import { Button, EmptyState, Loader, PageHeading, FailurePanel } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { ChevronLeftIcon } from '../../shared/icons';
import { ProductCard } from './ProductCard';

const StyledBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** One product, loaded by id (SPEC.md's `GET /producs/:id`), with the same actions as its card. */
export function ProductDetail({ productId }: { productId: string }) {
  const product = useProduct(productId);

  function content() {
    if (product.isPending) return <Loader label="Loading the product" />;
    if (product.isError) {
      if (isApiError(product.error, 404)) {
        return (
          <EmptyState
            message="This product is no longer listed."
            action={
              <Button as={Link} to="/" variant="secondary">
                Back to the home page
              </Button>
            }
          />
        );
      }
      return (
        <FailurePanel
          title="The product could not be loaded"
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      );
    }
    const { category } = product.data;
    return (
      <>
        <StyledBackLink to={`/producs/${encodeURIComponent(category)}`}>
          <ChevronLeftIcon />
          More in {category}
        </StyledBackLink>
        <ProductCard product={product.data} layout="detail" pictureEager />
      </>
    );
  }

  return (
    <>
      <PageHeading>Product details</PageHeading>
      {content()}
    </>
  );
}
