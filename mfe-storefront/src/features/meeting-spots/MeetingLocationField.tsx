import { searchPlaces, useMeetingSpots } from '@marketplace/api-client';
import type { MeetingSpot, Place } from '@marketplace/contracts';
import {
  ComboboxField,
  type ComboboxOptionText,
  usePlaceSuggestions,
  useTypingPause,
} from '@marketplace/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { distanceAway } from '../catalogue/ProductPlace';

/** Spots shown at once; the list is for choosing, not browsing. */
const SPOT_SUGGESTIONS = { limit: 6, offset: 0 };

const StyledChosenNote = styled.p<{ $safe: boolean }>`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $safe }) => ($safe ? theme.colors.successText : theme.colors.muted)};
  background: ${({ theme, $safe }) => ($safe ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A suggestion: one of the administrators' safe spots, or a gazetteer place. */
type Suggestion = { spot: MeetingSpot; place?: never } | { place: Place; spot?: never };

const suggestionKey = ({ spot, place }: Suggestion) =>
  spot ? `spot-${spot._id}` : `place-${place.id}`;

function suggestionText({ spot, place }: Suggestion): ComboboxOptionText {
  if (place) return { label: place.name, detail: place.area };
  const facts = [spot.area, spot.note];
  if (spot.distanceKm !== undefined) facts.unshift(distanceAway(spot.distanceKm));
  return { label: spot.name, detail: facts.join(' · ') };
}

/** What a chosen suggestion puts in the field: a spot's name and address, a place's name. */
const chosenText = ({ spot, place }: Suggestion) =>
  spot ? `${spot.name}, ${spot.address}` : place.name;

const lookUpPlaces = (prefix: string, signal: AbortSignal) => searchPlaces(prefix, { signal });

export interface MeetingLocationFieldProps {
  /** The listing's location: spots in its area are suggested first. */
  near: string;
  /** The listing: when it has a place, the spots nearest it are suggested first. */
  productId?: string;
  error?: string | undefined;
  /** Called as the text changes (the form clears its message). */
  onChange?: () => void;
  /** Text to start from (a kept draft of the order). */
  initialText?: string | undefined;
}

/**
 * The order form's meeting location: free text as SPEC.md has it, with suggestions as the buyer
 * types (the kit's combobox): the administrators' safe meeting spots first, nearest the listing,
 * then the gazetteer's places. The form reads `meetingLocation`, and while the text is still a
 * chosen suggestion's, `meetingSpotId` (the order keeps the spot's note) or `meetingPlaceId` (the
 * order keeps the place's point).
 */
export function MeetingLocationField({
  near,
  productId,
  error,
  onChange,
  initialText = '',
}: MeetingLocationFieldProps) {
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const [open, setOpen] = useState(false);
  const query = useTypingPause(text.trim());
  const spots = useMeetingSpots({ q: query, near, productId }, SPOT_SUGGESTIONS, {
    enabled: open,
  });
  // Places only for text typed here: a chosen suggestion's text is not a question.
  const places = usePlaceSuggestions(chosen ? '' : text, lookUpPlaces);
  const groups = chosen
    ? []
    : [
        {
          label: 'Safe meeting spots',
          options: (spots.data?.items ?? []).map((spot) => ({ spot })),
        },
        { label: 'Places', options: places.map((place) => ({ place })) },
      ];

  return (
    <div>
      <ComboboxField<Suggestion>
        label="Meeting location"
        name="meetingLocation"
        required
        value={text}
        error={error}
        hint="Where you will meet the seller, check the item and pay in cash. Pick a safe spot or a place, or type your own."
        onTextChange={(typed) => {
          setText(typed);
          setChosen(null);
          setOpen(true);
          onChange?.();
        }}
        onFocus={() => setOpen(true)}
        groups={groups}
        optionKey={suggestionKey}
        optionText={suggestionText}
        onChoose={(suggestion) => {
          setText(chosenText(suggestion));
          setChosen(suggestion);
          onChange?.();
        }}
        listLabel="Meeting places"
        open={open}
        onOpenChange={setOpen}
      />
      {chosen?.spot && (
        <>
          <input type="hidden" name="meetingSpotId" value={chosen.spot._id} />
          <StyledChosenNote $safe>Safe meeting spot: {chosen.spot.note}</StyledChosenNote>
        </>
      )}
      {chosen?.place && (
        <>
          <input type="hidden" name="meetingPlaceId" value={chosen.place.id} />
          <StyledChosenNote $safe={false}>On the map: {chosen.place.area}</StyledChosenNote>
        </>
      )}
    </div>
  );
}
