import { Button, type ButtonVariant, VisuallyHidden } from '@marketplace/ui';
import type { ConfirmedAction } from './use-confirmed-action';

interface RowActionButtonProps {
  action: ConfirmedAction;
  /** The row's `_id`, which the action is run with. */
  id: string;
  /** What the button says: "Delete", "Verify". */
  label: string;
  /** What it acts on, added for screen readers: a page of "Delete" buttons needs telling apart. */
  target: string;
  /** What the confirmation names under its question, when the target alone is not enough. */
  subject?: string;
  variant?: ButtonVariant;
}

/** A button in a table row that runs a confirmed action on that row, busy while it runs. */
export function RowActionButton({
  action,
  id,
  label,
  target,
  subject = target,
  variant = 'primary',
}: RowActionButtonProps) {
  return (
    <Button
      variant={variant}
      size="sm"
      loading={action.isRunning(id)}
      onClick={() => void action.run(id, subject)}
    >
      {label}
      <VisuallyHidden> {target}</VisuallyHidden>
    </Button>
  );
}
