import { AllSellersTable } from '../features/accounts/AllSellersTable';

/** Every seller, to verify or delete, at /dashbord/allseller. */
export default function AllSellersPage() {
  return <AllSellersTable />;
}
