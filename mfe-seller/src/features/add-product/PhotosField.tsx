import { IMAGE_MAX_BYTES, PRODUCT_IMAGES_MAX } from '@marketplace/contracts';
import { Button, FileField, VisuallyHidden, formatMegabytes, media } from '@marketplace/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_FIELD_LABELS } from './product-form';

/** A photo of the listing: one already stored (its address), or a chosen file not yet sent. */
export interface ChosenPhoto {
  key: string;
  /** What the preview shows: the stored address, or a `blob:` address of the file. */
  preview: string;
  name: string;
  file?: File;
  /** While uploading: the share sent, 0 to 1. */
  progress?: number;
}

const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledPhoto = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }

  progress {
    width: 100%;
    height: 0.5rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledCaption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};

  button {
    flex: 1;
    min-width: 2.75rem;
    padding-inline: 0;
  }
`;

export interface PhotosFieldProps {
  photos: readonly ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
  error?: string;
  disabled?: boolean;
}

let chosenCount = 0;

/**
 * Why a chosen file cannot be a photo of the listing, before anything is sent: the picker's
 * `accept` is only a suggestion ("All files" is one tap away), and the size limit is the API's.
 */
function refusalOf(file: File): string | undefined {
  if (!file.type.startsWith('image/')) {
    return `${file.name} is not a photo: choose a JPEG, PNG or WebP picture.`;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `${file.name} is ${formatMegabytes(file.size)}: photos may be up to ${formatMegabytes(IMAGE_MAX_BYTES)}.`;
  }
  return undefined;
}

/**
 * The listing's photos, up to eight: chosen with the native picker (several at once), previewed
 * before anything is sent, reordered (the first is the cover) and removed; each shows a progress
 * bar while it uploads.
 */
export function PhotosField({ photos, onChange, error, disabled = false }: PhotosFieldProps) {
  // A chosen file's preview holds it in memory: let go when it leaves the list or the form.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(photos.filter((photo) => photo.file).map((photo) => photo.preview));
    for (const url of previews.current) if (!current.has(url)) URL.revokeObjectURL(url);
    previews.current = current;
  }, [photos]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  // Files refused at the picker; the form's own message (a failed upload) comes first.
  const [refusals, setRefusals] = useState<string[]>([]);
  const room = PRODUCT_IMAGES_MAX - photos.length;
  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo!);
    onChange(next);
  };

  return (
    <div>
      <FileField
        label={PRODUCT_FIELD_LABELS.photo}
        name="photo"
        accept="image/*"
        multiple
        required={photos.length === 0}
        // Not disabled while saving: a refused upload puts the focus back here.
        disabled={room <= 0}
        error={error ?? (refusals.join(' ') || undefined)}
        hint={`Up to ${PRODUCT_IMAGES_MAX} clear photos of the item itself, ${formatMegabytes(IMAGE_MAX_BYTES)} each; the first is the cover. They are uploaded when you save.`}
        pickLabel="Choose photos"
        chosen={
          photos.length === 0
            ? 'No photo chosen yet'
            : `${photos.length} of ${PRODUCT_IMAGES_MAX} photos chosen`
        }
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          setRefusals(picked.flatMap((file) => refusalOf(file) ?? []));
          const files = picked.filter((file) => !refusalOf(file)).slice(0, room);
          onChange([
            ...photos,
            ...files.map((file) => ({
              key: `chosen-${(chosenCount += 1)}`,
              preview: URL.createObjectURL(file),
              name: file.name,
              file,
            })),
          ]);
          // The same file may be chosen again after removing it.
          event.currentTarget.value = '';
        }}
      />
      {photos.length > 0 && (
        <StyledList aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <StyledPhoto key={photo.key}>
              <img src={photo.preview} alt={`Preview of ${photo.name}`} />
              <StyledCaption>
                {index === 0 ? 'Cover' : `Photo ${index + 1}`}
                {photo.file && photo.progress === undefined ? ' (not uploaded yet)' : ''}
              </StyledCaption>
              {photo.progress !== undefined && (
                <progress max={1} value={photo.progress} aria-label={`Uploading ${photo.name}`} />
              )}
              <StyledButtons>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←<VisuallyHidden> Move {photo.name} earlier</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  size="sm"
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →<VisuallyHidden> Move {photo.name} later</VisuallyHidden>
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onChange(photos.filter((other) => other.key !== photo.key))}
                >
                  ✕<VisuallyHidden> Remove {photo.name}</VisuallyHidden>
                </Button>
              </StyledButtons>
            </StyledPhoto>
          ))}
        </StyledList>
      )}
    </div>
  );
}
