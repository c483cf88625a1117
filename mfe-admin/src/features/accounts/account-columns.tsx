import { useCurrentUser } from '@marketplace/auth';
import type { User } from '@marketplace/contracts';
import { Avatar, Badge, CONFIRM_PROMPTS, type PagedColumn } from '@marketplace/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { RowActionButton } from '../../shared/RowActionButton';
import { RowSummary } from '../../shared/RowSummary';
import { useDeleteUser } from '../../shared/accounts-api';
import { DELETION } from '../../shared/use-confirmed-action';
import { useReasonedAction } from '../../shared/use-reasoned-action';
import { useSuspension } from './use-suspension';

const StyledCheckbox = styled.input`
  width: 1rem;
  height: 1rem;
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: not-allowed;
`;

// Broken only when it cannot fit at all (a long address on a phone's card): a table sizes its
// column to keep it whole, unlike overflow-wrap: anywhere, which let it be squeezed to a sliver.
const StyledEmail = styled.span`
  overflow-wrap: break-word;
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

export interface AccountColumns {
  /** SPEC.md's disabled select-all checkbox: nothing acts on several accounts at once. */
  selectAll: PagedColumn<User>;
  /** Avatar, name and location; names the row. */
  name: PagedColumn<User>;
  email: PagedColumn<User>;
  role: PagedColumn<User>;
  /** Delete, asking 'are you sure you want to delete User?'; the admin's own row has none. */
  deleteButton: (account: User) => ReactNode;
  /** Suspend or Lift, beside Delete; the admin's own row has none. */
  suspendButton: (account: User) => ReactNode;
  /** The prompts of Delete, Suspend and Lift, to render beside the table. */
  dialogs: ReactNode;
}

/** What All Users and All Sellers share: both list accounts, and both delete them. */
export function useAccountColumns(noun: 'users' | 'sellers'): AccountColumns {
  const me = useCurrentUser();
  const deletion = useReasonedAction(useDeleteUser(), {
    prompt: CONFIRM_PROMPTS.deleteUser,
    ...DELETION,
  });
  const suspension = useSuspension();
  const isMe = (account: User) => account.email.toLowerCase() === me?.email.toLowerCase();

  return {
    selectAll: {
      id: 'select',
      header: (
        <StyledCheckbox
          type="checkbox"
          disabled
          aria-label={`Select all ${noun} (not available)`}
          title="Selecting several at once is not available"
        />
      ),
      cell: () => null,
      onPhone: 'hidden',
    },
    name: {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (account) => (
        <RowSummary
          picture={<Avatar name={account.name} src={account.image} size="md" decorative />}
          name={
            <>
              {account.name}
              {isMe(account) && <Badge tone="info">You</Badge>}
              {account.suspendedAt && <Badge tone="danger">Suspended</Badge>}
            </>
          }
          detail={
            account.suspendedAt
              ? `Suspended: ${account.suspensionReason ?? 'no reason given'}`
              : (account.location ?? 'No location given')
          }
        />
      ),
    },
    email: {
      id: 'email',
      header: 'Email',
      cell: (account) => <StyledEmail>{account.email}</StyledEmail>,
    },
    role: {
      id: 'role',
      header: 'Role',
      cell: (account) =>
        account.isAdmin ? 'Administrator' : account.role === 'seller' ? 'Seller' : 'Buyer',
    },
    // The API refuses an administrator deleting their own account or another administrator's
    // (those are managed with npm run admin), so the buttons are not offered.
    deleteButton: (account) =>
      isMe(account) ? (
        <StyledNote>Your account</StyledNote>
      ) : account.isAdmin ? (
        <StyledNote>Managed on the server</StyledNote>
      ) : (
        <RowActionButton
          action={deletion}
          id={account._id}
          label="Delete"
          target={account.name}
          subject={`${account.name} (${account.email})`}
          variant="danger"
        />
      ),
    suspendButton: (account) =>
      isMe(account) || account.isAdmin ? null : suspension.button(account),
    dialogs: (
      <>
        {deletion.dialog}
        {suspension.dialog}
      </>
    ),
  };
}
