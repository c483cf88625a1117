import {
  apiErrorMessage,
  uploadImage,
  useAddProduct,
  useCategories,
} from '@marketplace/api-client';
import type { Category } from '@marketplace/contracts';
import { Button, Card, Loader, SelectField, TextField, media } from '@marketplace/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../components/QueryFailure';
import { SELLER_PATHS } from '../../seller-paths';
import { PhotoField } from './PhotoField';
import {
  type FieldErrors,
  PRODUCT_FIELD_LABELS as LABELS,
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

const isFormControl = (target: unknown): target is HTMLInputElement | HTMLSelectElement =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement;

/** Puts the keyboard (and a screen reader) on the first field that needs fixing. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = [...form.elements].find(
    (element) => isFormControl(element) && isProductField(element.name) && element.name in errors,
  );
  if (first instanceof HTMLElement) first.focus();
}

function ProductForm({ categories }: { categories: readonly Category[] }) {
  const navigate = useNavigate();
  const addProduct = useAddProduct();
  const [errors, setErrors] = useState<FieldErrors>({});
  // Kept here rather than read from the form: the chosen File is what gets uploaded.
  const [photo, setPhoto] = useState<File | null>(null);
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

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateProductForm(new FormData(form), photo);
    if (!result.valid) {
      showErrors(form, result.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      // SPEC.md's order: the picture first, then the product with the picture's address.
      let productImage: string;
      try {
        productImage = (await uploadImage(result.photo)).url;
      } catch (error) {
        showErrors(form, { photo: apiErrorMessage(error) });
        return;
      }
      await addProduct.mutateAsync({ ...result.details, productImage });
      toast.success('Product Added successfully');
      navigate(SELLER_PATHS.myProducts);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  const options = categories.map(({ name }) => ({ value: name, label: name }));
  return (
    <Card padding="lg">
      <StyledForm
        noValidate
        aria-label="New product"
        onSubmit={handleSubmit}
        onChange={(event) => clearErrorOf(event.target)}
      >
        <StyledNote>Every field is required.</StyledNote>
        <StyledFields>
          <StyledWide>
            <TextField
              label={LABELS.productName}
              name="productName"
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
            defaultValue=""
            required
            error={errors.category}
          />
          <TextField
            label={LABELS.yearsOfUsed}
            name="yearsOfUsed"
            hint="For example: 2 years, or 6 months"
            required
            error={errors.yearsOfUsed}
          />
          <TextField
            label={LABELS.orginalPrice}
            name="orginalPrice"
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
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="Buyers call this number"
            required
            error={errors.phone}
          />
          <TextField
            label={LABELS.location}
            name="location"
            hint="Where buyers can meet you"
            required
            error={errors.location}
          />
          <StyledWide>
            <PhotoField error={errors.photo} onChoose={setPhoto} />
          </StyledWide>
        </StyledFields>
        <StyledActions>
          <Button type="submit" size="lg" loading={submitting}>
            Add Product
          </Button>
        </StyledActions>
      </StyledForm>
    </Card>
  );
}

/** SPEC.md's add-product form: it waits for the category list, which its select needs. */
export function AddProductForm() {
  const categories = useCategories();
  if (categories.isPending) return <Loader label="Loading the categories" />;
  if (categories.isError) {
    return (
      <QueryFailure
        title="The categories could not be loaded."
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  return <ProductForm categories={categories.data.items} />;
}
