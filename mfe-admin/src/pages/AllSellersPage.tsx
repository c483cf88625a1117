import { PageHeading } from '@marketplace/ui';

/** Every seller, to verify or delete, at /dashbord/allseller. */
export default function AllSellersPage() {
  return <PageHeading>All Sellers</PageHeading>;
}
