import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

const StyledBox = styled.div`
  position: relative;
`;

const StyledInput = styled.input`
  ${controlStyles}
`;

const StyledListbox = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.header};
  top: calc(100% + ${({ theme }) => theme.space[1]});
  right: 0;
  left: 0;
  max-height: 16rem;
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledGroupLabel = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]} ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const StyledOption = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  /* A touch target a finger can hit. */
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;
  overflow-wrap: anywhere;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Suggestions of one kind; the label names the kind when the list holds more than one. */
export interface ComboboxGroup<Option> {
  label?: string;
  options: readonly Option[];
}

/** How an option reads in the list: its name, and a line of detail under it. */
export interface ComboboxOptionText {
  label: string;
  detail?: string;
}

export type ComboboxFieldProps<Option> = FieldProps &
  Pick<
    ComponentPropsWithoutRef<'input'>,
    'name' | 'required' | 'maxLength' | 'placeholder' | 'onFocus'
  > & {
    /** The text in the box: a chosen option's text, or what the visitor typed. */
    value: string;
    onTextChange: (text: string) => void;
    /** What to suggest now, in order; the list shows while `open` and there is something. */
    groups: readonly ComboboxGroup<Option>[];
    optionKey: (option: Option) => string;
    optionText: (option: Option) => ComboboxOptionText;
    onChoose: (option: Option) => void;
    /** The list's accessible name ("Places"). */
    listLabel: string;
    open: boolean;
    /** Arrow keys ask to open; Escape, leaving the box and choosing close. */
    onOpenChange: (open: boolean) => void;
  };

/**
 * A text box with suggestions, as the WAI-ARIA combobox pattern has it: Down and Up move through
 * the suggestions (the focus stays in the box, `aria-activedescendant` says which one is meant),
 * Enter or a click chooses, Escape closes the list (and nothing around it). What to suggest and
 * when is the caller's: it passes the groups and whether the list is open.
 */
export function ComboboxField<Option>({
  value,
  onTextChange,
  groups,
  optionKey,
  optionText,
  onChoose,
  listLabel,
  open,
  onOpenChange,
  name,
  required,
  maxLength,
  placeholder,
  onFocus,
  ...field
}: ComboboxFieldProps<Option>) {
  const listboxId = useId();
  const listboxRef = useRef<HTMLDivElement>(null);
  // The option meant, by key: new suggestions that lack it leave none meant.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const active = expanded ? options.findIndex((option) => optionKey(option) === activeKey) : -1;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  // In a modal on a phone the list can open below the fold, and a long one scrolls inside:
  // bring the list, then the option meant, into view.
  useEffect(() => {
    if (expanded) listboxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);
  const activeId = active >= 0 ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function close() {
    setActiveKey(null);
    onOpenChange(false);
  }

  function choose(option: Option) {
    close();
    onChoose(option);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) onOpenChange(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = active >= 0 ? active : step > 0 ? -1 : 0;
      setActiveKey(optionKey(options[(from + step + options.length) % options.length]!));
    } else if (event.key === 'Enter' && active >= 0) {
      // Choosing is not sending the form.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  }

  let index = 0;
  const renderOption = (option: Option) => {
    const at = index++;
    const text = optionText(option);
    return (
      <StyledOption
        key={optionKey(option)}
        id={optionId(at)}
        role="option"
        aria-selected={at === active}
        // Before the box's blur closes the list and loses the choice.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
      >
        <strong>{text.label}</strong>
        {text.detail && <small>{text.detail}</small>}
      </StyledOption>
    );
  };

  return (
    <FieldFrame {...field} required={required}>
      {(control) => (
        <StyledBox>
          <StyledInput
            {...control}
            type="text"
            name={name}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => {
              setActiveKey(null);
              onTextChange(event.target.value);
            }}
            onKeyDown={handleKeyDown}
            onFocus={onFocus}
            onBlur={close}
          />
          <StyledListbox
            ref={listboxRef}
            id={listboxId}
            role="listbox"
            aria-label={listLabel}
            hidden={!expanded}
          >
            {groups.map((group, groupIndex) =>
              group.label ? (
                group.options.length > 0 && (
                  <ComboboxGroupBox key={group.label} label={group.label}>
                    {group.options.map(renderOption)}
                  </ComboboxGroupBox>
                )
              ) : (
                <div key={groupIndex} role="presentation">
                  {group.options.map(renderOption)}
                </div>
              ),
            )}
          </StyledListbox>
        </StyledBox>
      )}
    </FieldFrame>
  );
}

function ComboboxGroupBox({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <StyledGroupLabel id={labelId} role="presentation">
        {label}
      </StyledGroupLabel>
      {children}
    </div>
  );
}
