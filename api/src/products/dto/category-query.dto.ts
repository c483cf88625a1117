import { z } from 'zod';

/** `GET /products?category=<name>`: the per-category list, whose path SPEC.md leaves open. */
export const categoryNameSchema = z
  .string({ error: 'category is required' })
  .trim()
  .min(1, 'category is required')
  .max(60, 'category must be at most 60 characters');
