import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { controlStyles } from './Field';
import { Modal } from './Modal';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledChoices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

// A whole row is the target, at least 44 px tall, so a thumb picks the right reason.
const StyledChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 5.5rem;
  resize: vertical;
  font: inherit;
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ReasonChoice<Value extends string> {
  value: Value;
  label: string;
}

export interface ReasonDialogProps<Value extends string> {
  open: boolean;
  /** The dialog's title: the question being answered. */
  title: string;
  /** Under the title: what it is about and what saying yes does. */
  description?: string;
  /** Options to pick one of; without them, the text alone is the reason. */
  choices?: readonly ReasonChoice<Value>[];
  choicesLegend?: string;
  /** What is said when the form is sent without a choice. */
  choiceMissing?: string;
  textLabel: string;
  /** Whether the words are needed, given the choice (always, without choices). */
  textRequired?: (choice: Value | undefined) => boolean;
  maxLength: number;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** True while the answer is being sent: the buttons wait. */
  busy?: boolean;
  onSubmit: (answer: { choice: Value | undefined; text: string }) => void;
  onCancel: () => void;
}

/**
 * Asks why, after a confirmation: one of a few reasons and/or words of one's own. Nothing is
 * sent until the answer is complete, and the dialog says what is missing next to the field.
 */
export function ReasonDialog<Value extends string>(props: ReasonDialogProps<Value>) {
  // The form mounts with the open dialog, so every opening starts afresh.
  return (
    <Modal
      open={props.open}
      onClose={props.onCancel}
      title={props.title}
      description={props.description}
      size="sm"
    >
      <ReasonForm {...props} />
    </Modal>
  );
}

function ReasonForm<Value extends string>({
  choices,
  choicesLegend = 'Reason',
  choiceMissing = 'Choose a reason.',
  textLabel,
  textRequired = () => true,
  maxLength,
  confirmLabel,
  tone = 'primary',
  busy = false,
  onSubmit,
  onCancel,
}: ReasonDialogProps<Value>) {
  const [choice, setChoice] = useState<Value | undefined>(undefined);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choices && !choice) return setError(choiceMissing);
    if (textRequired(choice) && !text.trim()) return setError(`${textLabel} is required.`);
    setError(null);
    onSubmit({ choice, text: text.trim() });
  };

  const needsText = textRequired(choice);
  return (
    <StyledForm onSubmit={submit} noValidate>
      {choices && (
        <StyledChoices>
          <legend>{choicesLegend}</legend>
          {choices.map((option) => (
            <StyledChoice key={option.value}>
              <input
                type="radio"
                name="reason"
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />
              {option.label}
            </StyledChoice>
          ))}
        </StyledChoices>
      )}
      <div>
        <StyledLabel htmlFor={textId}>
          {textLabel}
          {!needsText && ' (optional)'}
        </StyledLabel>
        <StyledTextArea
          id={textId}
          value={text}
          maxLength={maxLength}
          required={needsText}
          aria-invalid={error && needsText && !text.trim() ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <StyledError id={errorId} role="alert">
            {error}
          </StyledError>
        )}
      </div>
      <StyledFooter>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={tone} loading={busy}>
          {confirmLabel}
        </Button>
      </StyledFooter>
    </StyledForm>
  );
}
