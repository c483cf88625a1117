import { useCurrentUser } from '@marketplace/auth';
import { type Product, listingConversationPath } from '@marketplace/contracts';
import { Button, VisuallyHidden } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import { ChatIcon } from '../../shared/icons';

/** "Ask the seller" on a listing's page: the buyer's conversation about it, opened in the inbox. */
export function AskSellerLink({
  product,
}: {
  product: Pick<Product, '_id' | 'productName' | 'sellerId'>;
}) {
  const viewer = useCurrentUser();
  if (viewer && viewer.id === product.sellerId) return null;
  return (
    <Button as={Link} to={listingConversationPath(product._id)} variant="secondary" fullWidth>
      <ChatIcon />
      Ask the seller
      <VisuallyHidden> about {product.productName}</VisuallyHidden>
    </Button>
  );
}
