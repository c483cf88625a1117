import { uploadImage, useAccountProfile, useUpdateAccountProfile } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import type { AccountProfile, AccountProfileInput } from '@marketplace/contracts';
import {
  Avatar,
  Button,
  FailurePanel,
  type FieldMessages,
  FileField,
  formText,
  Loader,
  TextField,
  serverMessages,
  toast,
} from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { SettingsSection, StyledSettingsForm } from './SettingsSection';

const FIELD_LABELS = { name: 'Name', image: 'Photo', location: 'Location' } as const;

const StyledPhotoRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

const StyledFormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Name, photo (uploaded through the image service) and location of the signed-in account. */
export function ProfileSettings() {
  const profile = useAccountProfile();
  return (
    <SettingsSection title="Profile" description="How buyers and sellers see you.">
      {profile.isPending ? (
        <Loader label="Loading your profile" />
      ) : profile.isError ? (
        <FailurePanel
          title="Your profile could not be loaded"
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SettingsSection>
  );
}

function ProfileForm({ profile }: { profile: AccountProfile }) {
  const update = useUpdateAccountProfile();
  const reloadUser = useSession((session) => session.reloadUser);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<FieldMessages<keyof typeof FIELD_LABELS>>({});

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const photo = form.get('image');
    setErrors({});
    let uploadingPhoto = false;
    try {
      const input: AccountProfileInput = {
        name: formText(form, 'name'),
        location: formText(form, 'location'),
      };
      if (photo instanceof File && photo.size > 0) {
        uploadingPhoto = true;
        setUploading(true);
        input.image = (await uploadImage(photo)).url;
        uploadingPhoto = false;
      }
      await update.mutateAsync(input);
      // The navbar and the dashboard show the session's name and photo.
      await reloadUser();
      formElement.querySelector<HTMLInputElement>('input[type=file]')!.value = '';
      toast.success('Profile saved');
    } catch (error) {
      const found = serverMessages(error, FIELD_LABELS);
      // The image service's refusals ("not a picture", "too large") belong under Photo.
      setErrors(uploadingPhoto && found.form ? { image: found.form } : found);
    } finally {
      setUploading(false);
    }
  }

  return (
    <StyledSettingsForm onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={profile.name}
        maxLength={80}
        error={errors.name}
        required
      />
      <StyledPhotoRow>
        <Avatar name={profile.name} src={profile.image} size="lg" />
        <FileField
          label="Photo"
          name="image"
          accept="image/*"
          hint="Leave empty to keep your photo"
          error={errors.image}
        />
      </StyledPhotoRow>
      <TextField
        label="Location"
        name="location"
        autoComplete="address-level2"
        defaultValue={profile.location ?? ''}
        maxLength={120}
        hint="Your town or area, to meet buyers nearby"
        error={errors.location}
      />
      <TextField
        label="Email"
        name="email"
        value={profile.email}
        disabled
        readOnly
        hint="Your sign-in email cannot be changed here"
      />
      {errors.form && <StyledFormError role="alert">{errors.form}</StyledFormError>}
      <Button type="submit" loading={uploading || update.isPending}>
        Save profile
      </Button>
    </StyledSettingsForm>
  );
}
