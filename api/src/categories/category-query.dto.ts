import { z } from 'zod';

/** `GET /products?category=<name>`: the per-category list, whose path SPEC.md leaves open. */
export const categoryNameSchema = z
  .string({ error: 'category is required' })
  .trim()
  .min(1, 'category is required')
  .max(60, 'category must be at most 60 characters');

/** `&discount=30`: only listings whose resale price is at least 30% below the original. */
export const discountQuerySchema = z.coerce
  .number({ error: 'discount must be a whole percentage from 1 to 99' })
  .int('discount must be a whole percentage from 1 to 99')
  .min(1, 'discount must be a whole percentage from 1 to 99')
  .max(99, 'discount must be a whole percentage from 1 to 99')
  .optional();
