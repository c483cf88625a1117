import { PageHeading } from '@marketplace/ui';

/** Every account, for administrators, at /dashbord/alluser. */
export default function AllUsersPage() {
  return <PageHeading>All Users</PageHeading>;
}
