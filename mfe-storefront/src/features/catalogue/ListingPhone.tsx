import { apiErrorMessage, useListingPhone } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { LOGIN_PATH, type Product, loginRedirectFrom } from '@marketplace/contracts';
import { Button, VisuallyHidden } from '@marketplace/ui';
import { Link, useLocation } from '@marketplace/routing';
import { useState } from 'react';
import styled from 'styled-components';

const StyledNote = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

// On one line: the phone's fact has a row of its own (ProductFacts), and a card's facts break
// their words anywhere.
const StyledRevealButton = styled(Button)`
  white-space: nowrap;
`;

const StyledError = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The same words My Orders uses for a requested order: the deal shares the phone. */
export const PHONE_WITH_THE_ORDER = 'Shared once your order is accepted';

const PhoneLink = ({ phone }: { phone: string }) => <a href={`tel:${phone}`}>{phone}</a>;

/**
 * A card's "Phone". Anonymous answers never carry it: a visitor signs in, then asks for it with
 * "Show phone number" (counted against their account), and only where the seller shows it.
 * Otherwise the phone comes with an accepted order, as My Orders says. A seller's own listing
 * page carries it already.
 */
export function ListingPhone({
  product,
}: {
  product: Pick<Product, '_id' | 'sellerId' | 'productName' | 'phone' | 'showPhone'>;
}) {
  const viewer = useCurrentUser();
  const location = useLocation();
  const [asked, setAsked] = useState(false);
  const ownListing = viewer !== null && viewer.id === product.sellerId;
  const canAsk = viewer !== null && (product.showPhone || ownListing);
  const revealed = useListingPhone(product._id, canAsk && asked);

  if (product.phone) return <PhoneLink phone={product.phone} />;
  if (!product.showPhone && !ownListing) return <StyledNote>{PHONE_WITH_THE_ORDER}</StyledNote>;
  if (!viewer) {
    return (
      <Link to={LOGIN_PATH} state={loginRedirectFrom(location)}>
        Sign in to see the phone
      </Link>
    );
  }
  if (revealed.data) return <PhoneLink phone={revealed.data.phone} />;
  return (
    <>
      <StyledRevealButton
        variant="secondary"
        size="sm"
        loading={revealed.isFetching}
        onClick={() => {
          setAsked(true);
          if (revealed.isError) void revealed.refetch();
        }}
      >
        Show phone number
        <VisuallyHidden> of {product.productName}</VisuallyHidden>
      </StyledRevealButton>
      {revealed.isError && (
        <StyledError role="alert">{apiErrorMessage(revealed.error)}</StyledError>
      )}
    </>
  );
}
