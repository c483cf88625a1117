import { apiClient } from '@marketplace/api-client';
import type { ListingPreview as Listing } from '@marketplace/contracts';
import { formatPrice } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

/** A listing's own address, as links to it are shared: `/producs/<id>`. */
const LISTING_ADDRESS = /^\/producs\/(\d+)(?:[/?#]|$)/;

/** The listing a page address is about, if it is one. */
export const listingIdOf = (path: string | undefined) => path?.match(LISTING_ADDRESS)?.[1];

const StyledListing = styled.figure`
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  figcaption {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    overflow-wrap: break-word;
  }

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The listing a shared link was for, above the login form, so its visitor knows why they are
 * asked to sign in (SPEC.md keeps the listing itself behind it). Nothing while it loads or when
 * it is gone: the form is what matters.
 */
export function ListingPreview({ productId }: { productId: string }) {
  const listing = useQuery({
    queryKey: ['products', 'preview', productId],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Listing>(`/producs/${productId}/preview`, { signal })).data,
    retry: false,
  });
  if (!listing.data) return null;
  const { productName, productImage, resellPrice } = listing.data;
  return (
    <StyledListing aria-label="The listing you opened">
      <img src={productImage} alt="" width={72} height={72} />
      <figcaption>
        <span>{productName}</span>
        <strong>{formatPrice(resellPrice)}</strong>
      </figcaption>
    </StyledListing>
  );
}
