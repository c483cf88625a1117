import type { Place } from '@marketplace/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTypingPause } from '../hooks/use-typing-pause';
import { ComboboxField, type ComboboxFieldProps } from './ComboboxField';

export type PlaceFieldProps = Pick<
  ComboboxFieldProps<Place>,
  'label' | 'error' | 'hint' | 'name' | 'required' | 'maxLength' | 'placeholder'
> & {
  /** The text in the box: a picked place's name, or what the visitor typed. */
  value: string;
  /** Typing: the text alone, no place (the caller forgets any place picked before). */
  onTextChange: (text: string) => void;
  onPick: (place: Place) => void;
  /** Asks the gazetteer (`GET /places`) for places starting with the text. */
  lookUp: (prefix: string, signal: AbortSignal) => Promise<Place[]>;
};

const placeKey = (place: Place) => place.id;
const placeText = (place: Place) => ({ label: place.name, detail: place.area });

/**
 * A text box that suggests gazetteer places as one types, once typing pauses (the kit's
 * combobox). Text that matches no place stays as typed.
 */
export function PlaceField({ value, onTextChange, onPick, lookUp, ...field }: PlaceFieldProps) {
  // Suggestions are for text typed here, not for a picked place's name.
  const [typed, setTyped] = useState(false);
  const places = usePlaceSuggestions(typed ? value : '', lookUp);
  const [open, setOpen] = useState(false);

  return (
    <ComboboxField
      {...field}
      value={value}
      onTextChange={(text) => {
        setTyped(true);
        setOpen(true);
        onTextChange(text);
      }}
      groups={[{ options: places }]}
      optionKey={placeKey}
      optionText={placeText}
      onChoose={(place) => {
        setTyped(false);
        onPick(place);
      }}
      listLabel="Places"
      open={open}
      onOpenChange={setOpen}
    />
  );
}

/**
 * The gazetteer's places for the text once typing pauses (none for an empty box). A failed or
 * cancelled look-up suggests nothing: the field still takes the text as typed.
 */
export function usePlaceSuggestions(
  text: string,
  lookUp: (prefix: string, signal: AbortSignal) => Promise<Place[]>,
): Place[] {
  const prefix = useTypingPause(text.trim());
  const [found, setFound] = useState<{ prefix: string; places: Place[] }>({
    prefix: '',
    places: [],
  });
  // The latest `lookUp`, so a caller's new function each render does not ask again.
  const lookUpRef = useRef(lookUp);
  useEffect(() => {
    lookUpRef.current = lookUp;
  });

  useEffect(() => {
    if (!prefix) return;
    const controller = new AbortController();
    lookUpRef
      .current(prefix, controller.signal)
      .then((places) => setFound({ prefix, places }))
      .catch(() => setFound({ prefix, places: [] }));
    return () => controller.abort();
  }, [prefix]);

  return prefix && found.prefix === prefix ? found.places : [];
}
