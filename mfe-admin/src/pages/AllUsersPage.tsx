import { AllUsersTable } from '../features/accounts/AllUsersTable';

/** Every account, for administrators, at /dashbord/alluser. */
export default function AllUsersPage() {
  return <AllUsersTable />;
}
