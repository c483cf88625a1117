/**
 * The Add Product body (SPEC.md's fields, its spellings) a benchmark's seller sends to
 * `POST /api/products`: only the name and the category tell one bench listing from another.
 */
export const addProductForm = (
  category,
  productName,
  productImage = '/api/images/bench-product.webp',
) => ({
  productName,
  productImage,
  location: 'Dhaka',
  orginalPrice: '3000',
  resellPrice: '1800',
  yearsOfUsed: '1 year',
  category,
  phone: '01712345678',
});
