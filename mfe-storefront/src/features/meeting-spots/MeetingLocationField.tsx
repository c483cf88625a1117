import { useMeetingSpots } from '@marketplace/api-client';
import type { MeetingSpot } from '@marketplace/contracts';
import { TextField } from '@marketplace/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

/** Suggestions shown at once; the list is for choosing, not browsing. */
const SUGGESTIONS = { limit: 6, offset: 0 };
/** Typing pauses this long before the suggestions are asked for. */
const TYPING_PAUSE_MS = 200;

const StyledCombobox = styled.div`
  position: relative;
`;

const StyledListbox = styled.ul`
  position: absolute;
  z-index: 1;
  top: calc(100% - 0.25rem);
  left: 0;
  right: 0;
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

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 2.75rem;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledChosenNote = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.successText};
  background: ${({ theme }) => theme.colors.successSoft};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** What a chosen spot puts in the field: a place the seller can find. */
const spotText = (spot: MeetingSpot) => `${spot.name}, ${spot.address}`;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface MeetingLocationFieldProps {
  /** The listing's location: spots in its area are suggested first. */
  near: string;
  /** The listing: when it has a place, the spots nearest it are suggested first. */
  productId?: string;
  error?: string | undefined;
  /** Called as the text changes (the form clears its message). */
  onChange?: () => void;
}

/**
 * The order form's meeting location: free text as SPEC.md has it, with the administrators' safe
 * meeting spots suggested as the buyer types (an ARIA 1.2 combobox with a list: arrows move, Enter
 * or a tap picks, Escape closes). The form reads `meetingLocation`, and `meetingSpotId` while the
 * text is still a picked spot's, so the order keeps that spot's note.
 */
export function MeetingLocationField({
  near,
  productId,
  error,
  onChange,
}: MeetingLocationFieldProps) {
  const listboxId = useId();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MeetingSpot | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettled(text.trim(), TYPING_PAUSE_MS);
  const spots = useMeetingSpots({ q: query, near, productId }, SUGGESTIONS, { enabled: open });
  const options = open && !chosen ? (spots.data?.items ?? []) : [];
  const expanded = options.length > 0;
  const listboxRef = useRef<HTMLUListElement>(null);

  // In a modal on a phone the list can open below the fold: bring it into view.
  useEffect(() => {
    if (expanded) listboxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  function choose(spot: MeetingSpot) {
    setText(spotText(spot));
    setChosen(spot);
    setOpen(false);
    onChange?.();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (options.length) setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Picks the suggestion instead of sending the form.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the order modal around it.
      event.stopPropagation();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listboxId}-${index}`;
  return (
    <StyledCombobox>
      <TextField
        label="Meeting location"
        name="meetingLocation"
        autoComplete="off"
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={text}
        error={error}
        // The hint stays while the list is open: the list floats over what follows, so nothing
        // moves under a finger or pointer on its way to Place order.
        hint="Where you will meet the seller, check the item and pay in cash. Pick a safe spot or type your own."
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
          setActive(-1);
          setOpen(true);
          onChange?.();
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={handleKeyDown}
      />
      <StyledListbox
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-label="Safe meeting spots"
        hidden={!expanded}
      >
        {options.map((spot, index) => (
          <StyledOption
            key={spot._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            // Before the field's blur, so the pick is not lost with the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(spot)}
          >
            <strong>{spot.name}</strong>
            <span>
              {spot.area} · {spot.note}
            </span>
          </StyledOption>
        ))}
      </StyledListbox>
      {chosen && (
        <>
          <input type="hidden" name="meetingSpotId" value={chosen._id} />
          <StyledChosenNote>Safe meeting spot: {chosen.note}</StyledChosenNote>
        </>
      )}
    </StyledCombobox>
  );
}
