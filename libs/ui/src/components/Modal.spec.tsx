import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProvider } from '../theme/UiProvider';
import { CONFIRM_PROMPTS } from './ConfirmDialog';
import { useConfirm } from './ConfirmProvider';
import { Modal } from './Modal';
import { TextField } from './TextField';

function EditProfile({ onSave = () => {} }: { onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  const [removed, setRemoved] = useState(false);
  const confirm = useConfirm();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit profile
      </button>
      <p>{removed ? 'Photo removed' : 'Photo kept'}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Edit profile"
        description="Changes are visible to buyers"
        footer={
          <button type="button" onClick={onSave}>
            Save
          </button>
        }
      >
        <TextField label="Location" />
        <button
          type="button"
          // The dialog's answer settles the promise; it never rejects.
          onClick={() => void confirm(CONFIRM_PROMPTS.deleteOrderOrProduct).then(setRemoved)}
        >
          Remove photo
        </button>
      </Modal>
    </>
  );
}

function setup() {
  const user = userEvent.setup();
  render(<EditProfile />, { wrapper: UiProvider });
  return { user };
}

/** Earlier tests' dialogs give their history entries back after they end: wait for that. */
const settledHistory = () => waitFor(() => expect(window.history.state?.dialog).toBeUndefined());

describe('Modal', () => {
  it('opens as a modal dialog named by its title, with focus on its first field', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));

    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes are visible to buyers');
    expect(screen.getByLabelText('Location')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));

    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Location')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user } = setup();
    const opener = screen.getByRole('button', { name: 'Edit profile' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button and on a click on the backdrop, not on a click inside', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a confirmation opened inside it take Escape and focus, then hands both back', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const removePhoto = screen.getByRole('button', { name: 'Remove photo' });
    await user.click(removePhoto);

    const confirmation = await screen.findByRole('dialog', {
      name: 'Are you sure you want to delete',
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(confirmation).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');

    expect(
      screen.queryByRole('dialog', { name: 'Are you sure you want to delete' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    expect(removePhoto).toHaveFocus();
    expect(screen.getByText('Photo kept')).toBeInTheDocument();
  });

  it("closes on the browser's Back, the innermost dialog first, without leaving the page", async () => {
    await settledHistory();
    const { user } = setup();
    const address = window.location.href;
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await screen.findByRole('dialog', { name: 'Are you sure you want to delete' });

    window.history.back();
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Are you sure you want to delete' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByText('Photo kept')).toBeInTheDocument();

    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit profile' })).not.toBeInTheDocument(),
    );
    expect(window.location.href).toBe(address);
  });

  it('gives its history entry back when closed another way, so Back then leaves as usual', async () => {
    await settledHistory();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(window.history.state?.dialog).toEqual(expect.any(String));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(window.history.state?.dialog).toBeUndefined());
  });

  it('stops the page behind it from scrolling while open', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
    await user.keyboard('{Escape}');
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});
