import { searchPlaces } from '@marketplace/api-client';
import type { Place } from '@marketplace/contracts';
import { PlaceField } from '@marketplace/ui';
import { useState } from 'react';

const lookUpPlaces = (prefix: string, signal: AbortSignal) => searchPlaces(prefix, { signal });

export interface LocationFieldProps {
  label: string;
  initialText: string | undefined;
  initialPlaceId: string | null | undefined;
  error: string | undefined;
}

/**
 * The listing's location: typed freely, or picked from the gazetteer's suggestions, which gives
 * the listing a point so buyers find it by distance. The picked place's id goes with the form as
 * `placeId`; typing again forgets it.
 */
export function LocationField({ label, initialText, initialPlaceId, error }: LocationFieldProps) {
  const [text, setText] = useState(initialText ?? '');
  const [placeId, setPlaceId] = useState(initialPlaceId ?? '');

  return (
    <div>
      <PlaceField
        label={label}
        name="location"
        value={text}
        maxLength={120}
        required
        error={error}
        hint={
          placeId
            ? 'Buyers nearby see how far it is'
            : 'Pick a suggestion so buyers nearby find it, or type where to meet'
        }
        lookUp={lookUpPlaces}
        onTextChange={(typed) => {
          setText(typed);
          setPlaceId('');
        }}
        onPick={(place: Place) => {
          setText(place.name);
          setPlaceId(place.id);
        }}
      />
      <input type="hidden" name="placeId" value={placeId} />
    </div>
  );
}
