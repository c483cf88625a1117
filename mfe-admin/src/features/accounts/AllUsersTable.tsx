import { useAllUsers } from '@marketplace/api-client';
import { PagedTable } from '../../shared/paged-table/PagedTable';
import { usePaging } from '../../shared/paged-table/use-paging';
import { useAccountColumns } from './account-columns';

/** SPEC.md's All users: every account, newest first, each with Delete. */
export function AllUsersTable() {
  const paging = usePaging();
  const users = useAllUsers(paging.query);
  const { selectAll, name, email, deleteButton } = useAccountColumns('users');
  return (
    <PagedTable
      title="All Users"
      noun={{ one: 'user', other: 'users' }}
      query={users}
      paging={paging}
      emptyMessage="No users yet"
      columns={[
        selectAll,
        name,
        email,
        { id: 'action', header: 'Action', cell: deleteButton, onPhone: 'actions' },
      ]}
    />
  );
}
