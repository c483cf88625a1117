import {
  apiErrorMessage,
  useAddFavourite,
  useFavouriteIds,
  useRemoveFavourite,
} from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import type { Product } from '@marketplace/contracts';
import styled from 'styled-components';
import { HeartIcon } from '../../shared/icons';
import { toast } from '@marketplace/ui';

const StyledHeart = styled.button<{ $on: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.muted)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  svg {
    width: 1.4rem;
    height: 1.4rem;
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * The heart on a card and the detail: keeps the listing in the account's favourites, or forgets
 * it. Shown to signed-in buyers only, and not on a seller's own listing.
 */
export function FavouriteButton({ product }: { product: Product }) {
  const user = useCurrentUser();
  const ids = useFavouriteIds(Boolean(user));
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  if (!user || user.id === product.sellerId) return null;
  const kept = ids.data?.has(product._id) ?? false;
  const busy = add.isPending || remove.isPending;

  function toggle() {
    const mutation = kept ? remove : add;
    mutation.mutate(product._id, {
      onSuccess: () =>
        toast.success(kept ? 'Removed from your favourites' : 'Saved to your favourites'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }

  return (
    <StyledHeart
      type="button"
      $on={kept}
      aria-pressed={kept}
      aria-label={`Favourite ${product.productName}`}
      disabled={busy || ids.isPending}
      onClick={toggle}
    >
      <HeartIcon />
    </StyledHeart>
  );
}
