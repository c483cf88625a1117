import { apiErrorMessage, uploadImage } from '@marketplace/api-client';
import {
  type Category,
  PRODUCT_CONDITIONS,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  type ProductDetail,
} from '@marketplace/contracts';
import { Button, CheckboxField, SelectField, TextField, media, toast } from '@marketplace/ui';
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { LocationField } from './LocationField';
import { type ChosenPhoto, PhotosField } from './PhotosField';
import {
  type FieldErrors,
  PRODUCT_FIELD_LABELS as LABELS,
  type ProductDetails,
  type ProductField,
  validateProductForm,
} from './product-form';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[5]};
  }
`;

/** A field as wide as the form on every screen. */
const StyledWide = styled.div`
  ${media.md} {
    grid-column: 1 / -1;
  }
`;

// A full-width button on phones, where the thumb reaches it anywhere; at the end of the form on wider screens.
const StyledActions = styled.div`
  display: flex;
  flex-direction: column;

  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const isProductField = (name: string): name is ProductField => Object.hasOwn(LABELS, name);

const isFormControl = (
  target: unknown,
): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

const StyledTextArea = styled.textarea`
  width: 100%;
  min-height: 8rem;
  padding: ${({ theme }) => theme.space[3]};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  resize: vertical;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const storedPhotos = (urls: readonly string[]): ChosenPhoto[] =>
  urls.map((url, index) => ({ key: `stored-${index}`, preview: url, name: `photo ${index + 1}` }));

/** A new listing's form as it was left: every field's text, and the photos chosen (files). */
export interface ProductDraft {
  fields: Record<string, string>;
  photos: Array<{ name: string; file: File }>;
}

const keptPhotos = (kept: ProductDraft['photos']): ChosenPhoto[] =>
  kept.map(({ name, file }, index) => ({
    key: `kept-${index}`,
    name,
    file,
    preview: URL.createObjectURL(file),
  }));

function draftOf(form: HTMLFormElement, photos: readonly ChosenPhoto[]): ProductDraft {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') fields[name] = value;
  }
  // An unticked box sends nothing: kept as such, or it would come back ticked.
  if (!('showPhone' in fields)) fields.showPhone = '';
  const chosen = photos.flatMap(({ name, file }) => (file ? [{ name, file }] : []));
  return { fields, photos: chosen };
}

/** Puts the keyboard (and a screen reader) on the first field that needs fixing. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.elements].find(
    (element) => isFormControl(element) && isProductField(element.name) && element.name in errors,
  );
  if (first instanceof HTMLElement) first.focus();
}

export interface ProductFormProps {
  categories: readonly Category[];
  /** The form's accessible name, e.g. "New product". */
  label: string;
  submitLabel: string;
  /** Editing: the listing as it is. Adding: nothing. */
  initial?: ProductDetail;
  /** Adding: the phone the seller gave last (a listing or an order), filled in for them. */
  offeredPhone?: string;
  /** Adding: the form as the seller left it (a reload, a sign-out), and where to keep changes. */
  draft?: { restored: ProductDraft | undefined; save: (draft: ProductDraft) => void };
  /** Saves the checked fields with every photo's address, the cover first. */
  onSave: (details: ProductDetails, productImages: string[]) => Promise<void>;
}

/**
 * A listing's form, for adding one and for editing it: SPEC.md's fields (each required), the
 * condition and description (optional), and up to eight photos, uploaded on save, each with its
 * progress bar.
 */
export function ProductForm({
  categories,
  label,
  submitLabel,
  initial,
  offeredPhone,
  draft,
  onSave,
}: ProductFormProps) {
  const kept = draft?.restored?.fields ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [photos, setPhotos] = useState<ChosenPhoto[]>(() =>
    initial ? storedPhotos(initial.productImages) : keptPhotos(draft?.restored?.photos ?? []),
  );
  const keepDraft = (chosen: readonly ChosenPhoto[]) => {
    if (draft && formRef.current) draft.save(draftOf(formRef.current, chosen));
  };
  const changePhotos = (chosen: ChosenPhoto[]) => {
    setPhotos(chosen);
    keepDraft(chosen);
  };
  const [submitting, setSubmitting] = useState(false);

  const showErrors = (form: HTMLFormElement, found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid(form, found);
  };

  // A field's message goes as soon as the seller changes it; the next submit checks it again.
  const clearErrorOf = (control: EventTarget) => {
    const name = isFormControl(control) ? control.name : '';
    if (isProductField(name) && errors[name]) {
      setErrors(({ [name]: _cleared, ...rest }) => rest);
    }
  };

  // The form does not wait for it: it shows its own failures.
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateProductForm(new FormData(form), photos.length);
    if (!result.valid) {
      showErrors(form, result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // SPEC.md's order: the pictures first, then the product with their addresses.
      const addresses: string[] = [];
      let uploaded = photos;
      for (const photo of photos) {
        if (!photo.file) {
          addresses.push(photo.preview);
          continue;
        }
        const setProgress = (progress: number) => {
          uploaded = uploaded.map((other) =>
            other.key === photo.key ? { ...other, progress } : other,
          );
          setPhotos(uploaded);
        };
        setProgress(0);
        try {
          const { url } = await uploadImage(photo.file, setProgress);
          addresses.push(url);
          // Stored now: a second try after a failure below does not send it again.
          uploaded = uploaded.map((other) =>
            other.key === photo.key ? { key: other.key, name: other.name, preview: url } : other,
          );
          setPhotos(uploaded);
        } catch (error) {
          setPhotos(uploaded.map(({ progress: _progress, ...other }) => other));
          showErrors(form, { photo: `${photo.name}: ${apiErrorMessage(error)}` });
          return;
        }
      }
      await onSave(result.details, addresses);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const options = categories.map(({ name }) => ({ value: name, label: name }));
  return (
    <StyledForm
      noValidate
      aria-label={label}
      onSubmit={(event) => void handleSubmit(event)}
      ref={formRef}
      onChange={(event) => {
        clearErrorOf(event.target);
        // The photo picker's change is kept by changePhotos, with the photos it chose.
        if (!(event.target instanceof HTMLInputElement && event.target.type === 'file')) {
          keepDraft(photos);
        }
      }}
    >
      <StyledNote>Every field is required but the condition and the description.</StyledNote>
      <StyledFields>
        <StyledWide>
          <TextField
            label={LABELS.productName}
            name="productName"
            defaultValue={initial?.productName ?? kept.productName}
            autoComplete="off"
            required
            error={errors.productName}
          />
        </StyledWide>
        <SelectField
          label={LABELS.category}
          name="category"
          options={options}
          placeholder="Choose a category"
          defaultValue={initial?.category ?? kept.category ?? ''}
          required
          error={errors.category}
        />
        <TextField
          label={LABELS.yearsOfUsed}
          name="yearsOfUsed"
          defaultValue={initial?.yearsOfUsed ?? kept.yearsOfUsed}
          hint="For example: 2 years, or 6 months"
          required
          error={errors.yearsOfUsed}
        />
        <TextField
          label={LABELS.orginalPrice}
          name="orginalPrice"
          defaultValue={initial?.orginalPrice ?? kept.orginalPrice}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="What it cost new, in taka"
          required
          error={errors.orginalPrice}
        />
        <TextField
          label={LABELS.resellPrice}
          name="resellPrice"
          defaultValue={initial?.resellPrice ?? kept.resellPrice}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="What you ask for it, in taka"
          required
          error={errors.resellPrice}
        />
        <TextField
          label={LABELS.phone}
          name="phone"
          defaultValue={initial?.phone ?? kept.phone ?? offeredPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={
            !initial && offeredPhone
              ? 'Buyers call this number. The one you gave last time; change it if needed.'
              : 'Buyers call this number'
          }
          required
          error={errors.phone}
        />
        <CheckboxField
          label={LABELS.showPhone}
          name="showPhone"
          // On unless the seller turned it off: SPEC.md's cards show a phone.
          defaultChecked={initial?.showPhone ?? kept.showPhone !== ''}
          hint="Signed-in buyers may ask for it with “Show phone number”. Off, a buyer gets it once you accept their order."
        />
        <LocationField
          label={LABELS.location}
          initialText={initial?.location ?? kept.location}
          initialPlaceId={initial?.placeId ?? kept.placeId}
          error={errors.location}
        />
        <SelectField
          label={LABELS.condition}
          name="condition"
          defaultValue={initial?.condition ?? kept.condition ?? ''}
          options={[
            { value: '', label: 'Not said' },
            ...PRODUCT_CONDITIONS.map((condition) => ({ value: condition, label: condition })),
          ]}
          error={errors.condition}
        />
        <StyledWide>
          <StyledLabel htmlFor="product-description">{LABELS.description}</StyledLabel>
          <StyledTextArea
            id="product-description"
            name="description"
            maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
            defaultValue={initial?.description ?? kept.description ?? ''}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'product-description-error' : undefined}
          />
          {errors.description && (
            <StyledError id="product-description-error">{errors.description}</StyledError>
          )}
        </StyledWide>
        <StyledWide>
          <PhotosField
            photos={photos}
            onChange={changePhotos}
            error={errors.photo}
            disabled={submitting}
          />
        </StyledWide>
      </StyledFields>
      <StyledActions>
        <Button type="submit" size="lg" loading={submitting}>
          {submitLabel}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
