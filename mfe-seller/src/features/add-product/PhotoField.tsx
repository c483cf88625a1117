import { FileField, media } from '@marketplace/ui';
import styled from 'styled-components';
import { PRODUCT_FIELD_LABELS } from './product-form';
import { usePhotoPreview } from './use-photo-preview';

const StyledPhotoField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) 12rem;
  }
`;

// Empty, it only marks where the photo will show: worth the room beside the picker on wider
// screens, not a screenful of grey on a phone.
const StyledPreview = styled.figure<{ $empty: boolean }>`
  display: ${({ $empty }) => ($empty ? 'none' : 'grid')};
  place-items: center;
  aspect-ratio: 4 / 3;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px ${({ $empty }) => ($empty ? 'dashed' : 'solid')}
    ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.sm} {
    display: grid;
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface PhotoFieldProps {
  error?: string;
  onChoose: (file: File | null) => void;
}

/** The product's photo: a native file picker and, beside it, the chosen picture. */
export function PhotoField({ error, onChoose }: PhotoFieldProps) {
  const [preview, choose] = usePhotoPreview();
  return (
    <StyledPhotoField>
      <FileField
        label={PRODUCT_FIELD_LABELS.photo}
        name="photo"
        accept="image/*"
        required
        error={error}
        hint="A clear photo of the item itself. It is uploaded when you add the product."
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          choose(file);
          onChoose(file);
        }}
      />
      <StyledPreview $empty={!preview}>
        {preview ? (
          <img src={preview.url} alt={`Preview of ${preview.fileName}`} />
        ) : (
          <figcaption>The chosen photo appears here</figcaption>
        )}
      </StyledPreview>
    </StyledPhotoField>
  );
}
