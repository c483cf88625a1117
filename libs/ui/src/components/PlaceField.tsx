import type { Place } from '@marketplace/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldFrame, type FieldProps, controlStyles } from './Field';

/** How long typing pauses before the gazetteer is asked. */
const LOOKUP_DELAY_MS = 200;

const StyledBox = styled.div`
  position: relative;
`;

const StyledInput = styled.input`
  ${controlStyles}
`;

const StyledList = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.header};
  top: calc(100% + ${({ theme }) => theme.space[1]});
  right: 0;
  left: 0;
  max-height: 16rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StyledOption = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;
  overflow-wrap: anywhere;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export type PlaceFieldProps = FieldProps & {
  /** The text in the box: a picked place's name, or what the visitor typed. */
  value: string;
  /** Typing: the text alone, no place (the caller forgets any place picked before). */
  onTextChange: (text: string) => void;
  onPick: (place: Place) => void;
  /** Asks the gazetteer (`GET /places`) for places starting with the text. */
  lookUp: (prefix: string, signal: AbortSignal) => Promise<Place[]>;
  name?: string;
  required?: boolean;
  maxLength?: number;
  placeholder?: string;
};

/**
 * A text box that suggests gazetteer places as one types (the ARIA combobox pattern): Down and
 * Up move through the suggestions, Enter picks one, Escape closes them; a click picks too.
 * Text that matches no place stays as typed.
 */
export function PlaceField({
  value,
  onTextChange,
  onPick,
  lookUp,
  name,
  required,
  maxLength,
  placeholder,
  ...field
}: PlaceFieldProps) {
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  // The latest `lookUp`, so a caller's new function each render does not ask again.
  const lookUpRef = useRef(lookUp);
  useEffect(() => {
    lookUpRef.current = lookUp;
  });

  const prefix = value.trim();
  useEffect(() => {
    if (!typed || !prefix) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookUpRef
        .current(prefix, controller.signal)
        .then((places) => {
          setSuggestions(places);
          setActive(-1);
          setOpen(true);
        })
        // A failed or cancelled look-up leaves the text as typed: the field still works.
        .catch(() => setSuggestions([]));
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [prefix, typed]);

  // Suggestions for text typed here only: not for a picked place's name, nor an emptied box.
  const shown = typed && prefix ? suggestions : [];
  const expanded = open && shown.length > 0;

  function pick(place: Place) {
    setTyped(false);
    setOpen(false);
    onPick(place);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shown.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Picking is not submitting the form.
      event.preventDefault();
      pick(shown[active]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

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
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={value}
            maxLength={maxLength}
            placeholder={placeholder}
            onChange={(event) => {
              setTyped(true);
              onTextChange(event.target.value);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => setOpen(false)}
          />
          <StyledList id={listId} role="listbox" aria-label="Places" hidden={!expanded}>
            {shown.map((place, index) => (
              <StyledOption
                key={place.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Before the input's blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
              >
                <span>{place.name}</span>
                <small>{place.area}</small>
              </StyledOption>
            ))}
          </StyledList>
        </StyledBox>
      )}
    </FieldFrame>
  );
}
