import { type ProductInput, productFormSchema } from '@marketplace/contracts';

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
  location: 'Location',
  photo: 'Photo',
} as const;

export type ProductField = keyof typeof PRODUCT_FIELD_LABELS;
export type FieldErrors = Partial<Record<ProductField, string>>;

/** Everything the API needs but the photo's address, which exists only after the upload. */
export type ProductDetails = Omit<ProductInput, 'productImage'>;

export type ProductFormResult =
  { valid: true; details: ProductDetails; photo: File } | { valid: false; errors: FieldErrors };

// The API's own schema, so the form accepts exactly what the API accepts.
const productDetailsSchema = productFormSchema.omit({ productImage: true });

const TEXT_FIELDS = [
  'productName',
  'category',
  'yearsOfUsed',
  'orginalPrice',
  'resellPrice',
  'phone',
  'location',
] as const satisfies readonly (keyof ProductDetails & ProductField)[];

const isTextField = (key: PropertyKey | undefined): key is (typeof TEXT_FIELDS)[number] =>
  (TEXT_FIELDS as readonly (PropertyKey | undefined)[]).includes(key);

/** The contract's messages start with the API's field name ("orginalPrice is required"). */
const inFormWords = (field: ProductField, message: string): string =>
  message.startsWith(field) ? PRODUCT_FIELD_LABELS[field] + message.slice(field.length) : message;

/**
 * Checks the form as the API would, before anything is sent; one message per field. The photo
 * comes apart from the form's data: the file the seller chose, if any.
 */
export function validateProductForm(form: FormData, photo: File | null): ProductFormResult {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, form.get(field) ?? '']));
  const parsed = productDetailsSchema.safeParse(values);
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isTextField(field)) errors[field] ??= inFormWords(field, issue.message);
  }
  if (!photo) errors.photo = `${PRODUCT_FIELD_LABELS.photo} is required`;

  if (!parsed.success || !photo) return { valid: false, errors };
  return { valid: true, details: parsed.data, photo };
}
