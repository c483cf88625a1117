import type { RemotePageProps } from '@marketplace/contracts';
import { OrderingProvider } from '../features/ordering/OrderingProvider';
import { SellerProfile } from '../features/profiles/SellerProfile';

/** A seller's public profile (`/sellers/<id>`), linked from the seller's name on every card. */
export default function SellerProfilePage({ params }: RemotePageProps) {
  return (
    <OrderingProvider>
      <SellerProfile sellerId={params.sellerId ?? ''} />
    </OrderingProvider>
  );
}
