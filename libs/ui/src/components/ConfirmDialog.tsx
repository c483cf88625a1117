import { useRef } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';
import styled from 'styled-components';

const StyledDetail = styled.p`
  margin: 0;
`;

/** SPEC.md section 5's confirmation prompts, word for word. */
export const CONFIRM_PROMPTS = {
  verify: 'Are you sure you want to update',
  deleteUser: 'are you sure you want to delete User?',
  deleteReport: 'Are you sure you want to delete',
  deleteOrderOrProduct: 'Are you sure you want to delete',
  advertise: 'Are you sure you want to advise?',
  report: 'Are you sure you want to report this product',
} as const;

export interface ConfirmOptions {
  /** What the question is about, named under SPEC.md's unchanged words: "Canon EOS 600D (Tk 18,000)". */
  subject?: string;
  /** What saying yes does, under SPEC.md's prompt, when the prompt alone would mislead. */
  detail?: string;
  /** The confirming button's text; the browser's confirm() said "OK", which the spec's screens used. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for deletions, so the confirming button looks as serious as it is. */
  tone?: 'primary' | 'danger';
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  prompt: string;
  onConfirm: () => void;
  /** Also called on Escape, the close button and a click outside: cancelling does nothing else. */
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  prompt,
  subject,
  detail,
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Focus starts on the harmless choice, so a stray Enter never deletes anything.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={prompt}
      description={subject}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {detail && <StyledDetail>{detail}</StyledDetail>}
    </Modal>
  );
}
