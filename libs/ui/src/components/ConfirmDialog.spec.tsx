import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { describeListing } from '../utils/format';
import { CONFIRM_PROMPTS } from './ConfirmDialog';
import { useConfirm } from './ConfirmProvider';

function UserRow() {
  const confirm = useConfirm();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <p>User deleted</p>;
  return (
    <button
      type="button"
      onClick={() =>
        // The dialog's answer settles the promise; it never rejects.
        void confirm(CONFIRM_PROMPTS.deleteUser, { confirmLabel: 'Delete', tone: 'danger' }).then(
          (confirmed) => confirmed && setDeleted(true),
        )
      }
    >
      Delete Jane
    </button>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<UserRow />, { wrapper: UiProvider });
  return { user, deleteButton: screen.getByRole('button', { name: 'Delete Jane' }) };
}

describe('useConfirm', () => {
  it("asks with SPEC.md's exact prompt and starts on the harmless choice", async () => {
    const { user, deleteButton } = setup();
    await user.click(deleteButton);

    expect(
      await screen.findByRole('dialog', { name: 'are you sure you want to delete User?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('names what the question is about under the unchanged prompt', async () => {
    const user = userEvent.setup();
    function ListingRow() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() =>
            void confirm(CONFIRM_PROMPTS.deleteOrderOrProduct, {
              subject: describeListing('Canon EOS 600D', 18000),
            })
          }
        >
          Delete Canon
        </button>
      );
    }
    render(<ListingRow />, { wrapper: UiProvider });
    await user.click(screen.getByRole('button', { name: 'Delete Canon' }));

    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete' });
    expect(dialog).toHaveAccessibleDescription('Canon EOS 600D (Tk 18,000)');
    expect(dialog).toHaveTextContent('Canon EOS 600D (Tk 18,000)');
  });

  it('goes ahead when confirmed', async () => {
    const { user, deleteButton } = setup();
    await user.click(deleteButton);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('User deleted')).toBeInTheDocument();
  });

  it.each([
    [
      'the Cancel button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Close' })),
    ],
  ])('does nothing when cancelled with %s, and returns focus', async (_way, cancel) => {
    const { user, deleteButton } = setup();
    await user.click(deleteButton);
    await cancel(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('User deleted')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
  });

  it('answers false to a question replaced by a newer one', async () => {
    const answers: boolean[] = [];
    function TwoQuestions() {
      const confirm = useConfirm();
      return (
        <button
          type="button"
          onClick={() => {
            void confirm(CONFIRM_PROMPTS.report).then((answer) => answers.push(answer));
            void confirm(CONFIRM_PROMPTS.advertise).then((answer) => answers.push(answer));
          }}
        >
          Ask twice
        </button>
      );
    }
    const user = userEvent.setup();
    render(<TwoQuestions />, { wrapper: UiProvider });
    await user.click(screen.getByRole('button', { name: 'Ask twice' }));

    expect(
      await screen.findByRole('dialog', { name: 'Are you sure you want to advise?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(answers).toEqual([false, true]);
  });

  it('explains what is missing when used outside UiProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<UserRow />)).toThrow('useConfirm needs UiProvider');
  });
});
