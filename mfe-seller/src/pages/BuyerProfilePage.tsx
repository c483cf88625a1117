import type { RemotePageProps } from '@marketplace/contracts';
import { BuyerProfile } from '../features/buyer-profile/BuyerProfile';

/** A buyer's profile (`/dashbord/buyers/<id>`), linked from the buyer's name in Orders Received. */
export default function BuyerProfilePage({ params }: RemotePageProps) {
  return <BuyerProfile buyerId={params.buyerId ?? ''} />;
}
