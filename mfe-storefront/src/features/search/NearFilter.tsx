import { searchPlaces } from '@marketplace/api-client';
import { RADIUS_KM_CHOICES, DEFAULT_RADIUS_KM } from '@marketplace/contracts';
import { Button, PlaceField, SelectField } from '@marketplace/ui';
import { useState } from 'react';
import styled from 'styled-components';

/** What "Near me" puts in the box, so the field says where the distances are measured from. */
export const MY_LOCATION = 'My location';

const StyledNear = styled.div`
  display: grid;
  grid-column: 1 / -1;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledRefused = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A point as `near` takes it; three decimals (about 100 m) are plenty and say less about a home. */
const nearOf = (lat: number, lng: number) => `${lat.toFixed(3)},${lng.toFixed(3)}`;

const REFUSED: Record<number, string> = {
  1: 'Your browser did not share your location. Allow it for this site, or pick a place instead.',
  2: 'Your location could not be found. Pick a place instead.',
  3: 'Finding your location took too long. Try again, or pick a place instead.',
};

export interface NearFilterProps {
  near: string | undefined;
  placeName: string | undefined;
  radiusKm: string | undefined;
  /** "Near me" found the visitor: search around them at once (with the form's other filters). */
  onNearMe: (near: string, form: HTMLFormElement | null) => void;
}

/**
 * Where to search around: a place from the gazetteer (type-ahead), or "Near me" (the browser's
 * location, asked for only on that click), and how far. The point and the place's name go into
 * the form as hidden fields, applied with the other filters.
 */
export function NearFilter({ near, placeName, radiusKm, onNearMe }: NearFilterProps) {
  const [text, setText] = useState(placeName ?? (near ? MY_LOCATION : ''));
  const [point, setPoint] = useState(near);
  const [locating, setLocating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function locateMe(form: HTMLFormElement | null) {
    if (!('geolocation' in navigator)) {
      setRefusal('This browser cannot share your location. Pick a place instead.');
      return;
    }
    setLocating(true);
    setRefusal(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const here = nearOf(coords.latitude, coords.longitude);
        setText(MY_LOCATION);
        setPoint(here);
        onNearMe(here, form);
      },
      (error) => {
        setLocating(false);
        setRefusal(REFUSED[error.code] ?? REFUSED[2]!);
      },
      { timeout: 15_000, maximumAge: 600_000 },
    );
  }

  return (
    <StyledNear>
      <PlaceField
        label="Near"
        hint="A town or area, or your own location"
        value={text}
        maxLength={60}
        lookUp={(prefix, signal) => searchPlaces(prefix, { signal })}
        onTextChange={(typed) => {
          setText(typed);
          setPoint(undefined);
        }}
        onPick={(place) => {
          setText(place.name);
          setPoint(nearOf(place.lat, place.lng));
        }}
      />
      <input type="hidden" name="near" value={point ?? ''} />
      <input type="hidden" name="placeName" value={point && text !== MY_LOCATION ? text : ''} />
      <Button
        type="button"
        variant="secondary"
        onClick={(event) => locateMe(event.currentTarget.form)}
        disabled={locating}
      >
        {locating ? 'Finding you…' : 'Near me'}
      </Button>
      {refusal && <StyledRefused role="alert">{refusal}</StyledRefused>}
      <SelectField
        label="Within"
        name="radiusKm"
        defaultValue={radiusKm ?? String(DEFAULT_RADIUS_KM)}
        options={RADIUS_KM_CHOICES.map((km) => ({ value: String(km), label: `${km} km` }))}
      />
    </StyledNear>
  );
}
