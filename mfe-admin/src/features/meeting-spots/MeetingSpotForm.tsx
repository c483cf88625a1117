import { apiErrorMessage, searchPlaces } from '@marketplace/api-client';
import {
  type MeetingSpot,
  type MeetingSpotInput,
  meetingSpotInputSchema,
} from '@marketplace/contracts';
import {
  Button,
  type FieldMessages,
  Modal,
  PlaceField,
  TextField,
  issueMessages,
  toast,
} from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useAddMeetingSpot, useUpdateMeetingSpot } from './meeting-spots-api';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const FIELDS = [
  { name: 'name', label: 'Name', hint: 'What people will look for: "Mirpur Model Police Station"' },
  { name: 'area', label: 'Area', hint: 'The neighbourhood listings name: "Mirpur"' },
  { name: 'address', label: 'Address', hint: undefined },
  { name: 'note', label: 'Note', hint: 'Why it is safe: "Police station lobby, CCTV"' },
] as const satisfies ReadonlyArray<{ name: keyof MeetingSpotInput; label: string; hint?: string }>;

const LABELS = Object.fromEntries(FIELDS.map(({ name, label }) => [name, label])) as Record<
  keyof MeetingSpotInput,
  string
>;

const EMPTY: MeetingSpotInput = { name: '', area: '', address: '', note: '' };

const lookUpPlaces = (prefix: string, signal: AbortSignal) => searchPlaces(prefix, { signal });

interface MeetingSpotFormProps {
  /** The spot being edited, or null to add one. */
  spot: MeetingSpot | null;
  onClose: () => void;
}

/** Adds or edits a meeting spot, checked with the API's own schema before it is sent. */
export function MeetingSpotForm({ spot, onClose }: MeetingSpotFormProps) {
  const [values, setValues] = useState<MeetingSpotInput>(
    spot
      ? {
          name: spot.name,
          area: spot.area,
          address: spot.address,
          note: spot.note,
          ...(spot.placeId ? { placeId: spot.placeId } : {}),
        }
      : EMPTY,
  );
  // The picked place's name; a spot saved with a place shows its area until another is picked.
  const [placeText, setPlaceText] = useState(spot?.placeId ? spot.area : '');
  const [errors, setErrors] = useState<FieldMessages<keyof MeetingSpotInput>>({});
  const add = useAddMeetingSpot();
  const update = useUpdateMeetingSpot();
  const saving = add.isPending || update.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = meetingSpotInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues, LABELS));
      return;
    }
    setErrors({});
    try {
      if (spot) await update.mutateAsync({ id: spot._id, ...parsed.data });
      else await add.mutateAsync(parsed.data);
      toast.success(spot ? 'Meeting spot saved' : 'Meeting spot added');
      onClose();
    } catch (error) {
      console.error(error);
      toast.error(apiErrorMessage(error));
    }
  };

  return (
    <Modal open onClose={onClose} title={spot ? `Edit ${spot.name}` : 'Add a meeting spot'}>
      <StyledForm onSubmit={(event) => void submit(event)} noValidate>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            hint={field.hint}
            name={field.name}
            required
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
          />
        ))}
        <PlaceField
          label="Place on the map"
          hint="Pick the town or area it is in, so the spots nearest an item are suggested first"
          value={placeText}
          maxLength={60}
          error={errors.placeId}
          lookUp={lookUpPlaces}
          onTextChange={(typed) => {
            setPlaceText(typed);
            const { placeId: _forgotten, ...rest } = values;
            setValues(rest);
          }}
          onPick={(place) => {
            setPlaceText(place.name);
            setValues({ ...values, placeId: place.id });
          }}
        />
        <StyledFooter>
          <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {spot ? 'Save' : 'Add spot'}
          </Button>
        </StyledFooter>
      </StyledForm>
    </Modal>
  );
}
