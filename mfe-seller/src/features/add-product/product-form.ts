import { type ProductInput, productFormSchema, resalePriceProblem } from '@marketplace/contracts';
import { type FieldLabels, type FieldMessages, issueMessages } from '@marketplace/ui';

/**
 * The add-product form's fields and their labels, in the order they appear. The text fields are
 * named as the API names them, so the contract's validation errors land on the right field;
 * `photo` is the file that becomes `productImage` once uploaded.
 */
export const PRODUCT_FIELD_LABELS = {
  productName: 'Product name',
  category: 'Category',
  yearsOfUsed: 'Years used',
  orginalPrice: 'Original price',
  resellPrice: 'Resale price',
  phone: 'Phone',
  showPhone: 'Show my phone on this listing',
  location: 'Location',
  condition: 'Condition',
  description: 'Description',
  photo: 'Photo',
} as const satisfies FieldLabels<string>;

export type ProductField = keyof typeof PRODUCT_FIELD_LABELS;
export type FieldErrors = FieldMessages<ProductField>;

/** Everything the API needs but the photos' addresses, which exist only after the uploads. */
export type ProductDetails = Omit<ProductInput, 'productImage' | 'productImages'>;

export type ProductFormResult =
  { valid: true; details: ProductDetails } | { valid: false; errors: FieldErrors };

// The API's own schema, so the form accepts exactly what the API accepts.
const productDetailsSchema = productFormSchema.omit({ productImage: true, productImages: true });

const TEXT_FIELDS = [
  'productName',
  'category',
  'yearsOfUsed',
  'orginalPrice',
  'resellPrice',
  'phone',
  'location',
  'condition',
  'description',
] as const satisfies readonly (keyof ProductDetails & ProductField)[];

/** The optional fields: left empty, they are not sent at all. */
const OPTIONAL_FIELDS = new Set<string>(['condition', 'description']);

/**
 * Checks the form as the API would, before anything is sent; one message per field. The photos
 * come apart from the form's data: how many the seller has chosen (at least one is needed).
 */
export function validateProductForm(form: FormData, photoCount: number): ProductFormResult {
  const values = {
    ...Object.fromEntries(
      TEXT_FIELDS.flatMap((field) => {
        const value = form.get(field) ?? '';
        return OPTIONAL_FIELDS.has(field) && value === '' ? [] : [[field, value]];
      }),
    ),
    // Always sent, so that unticking it on Edit turns it off.
    showPhone: form.has('showPhone'),
    // A place picked from the suggestions; none for a location typed freely.
    ...(form.get('placeId') ? { placeId: form.get('placeId') } : {}),
  };
  const parsed = productDetailsSchema.safeParse(values);
  const priceProblem =
    parsed.success && resalePriceProblem(parsed.data.orginalPrice, parsed.data.resellPrice);
  const errors = issueMessages(
    [
      ...(parsed.error?.issues ?? []),
      ...(priceProblem ? [{ path: ['resellPrice'], message: priceProblem }] : []),
    ],
    PRODUCT_FIELD_LABELS,
  );
  if (photoCount === 0) errors.photo = `${PRODUCT_FIELD_LABELS.photo} is required`;

  if (!parsed.success || priceProblem || photoCount === 0) return { valid: false, errors };
  return { valid: true, details: parsed.data };
}
