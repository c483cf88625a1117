import { useUrlPaging } from '@marketplace/routing';
import { PagedTable } from '@marketplace/ui';
import { useAllUsers } from '@marketplace/api-client';
import { RowActions } from '../../shared/RowActions';
import { useAccountColumns } from './account-columns';

/**
 * SPEC.md's All users: every account, newest first, with its role, and Suspend (or Lift) and
 * Delete on every account but administrators.
 */
export function AllUsersTable() {
  const paging = useUrlPaging();
  const users = useAllUsers(paging.query);
  const { selectAll, name, email, role, deleteButton, suspendButton, dialogs } =
    useAccountColumns('users');
  return (
    <>
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
          role,
          {
            id: 'action',
            header: 'Action',
            onPhone: 'actions',
            cell: (account) => (
              <RowActions>
                {suspendButton(account)}
                {deleteButton(account)}
              </RowActions>
            ),
          },
        ]}
      />
      {dialogs}
    </>
  );
}
