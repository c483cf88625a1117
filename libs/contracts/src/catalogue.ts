import { z } from 'zod';
import { idSchema } from './fields.js';

export const categorySchema = z
  .object({ _id: idSchema, name: z.string(), image: z.string() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const blogPostSchema = z
  .object({ _id: idSchema, title: z.string(), description: z.string(), image: z.string() })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;
