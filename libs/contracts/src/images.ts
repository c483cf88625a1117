import { z } from 'zod';

export const uploadedImageSchema = z
  .object({
    url: z.string(),
    thumbUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** `POST /images`: the stored photo, under `data`. */
export const uploadedImageAnswerSchema = z
  .object({ data: uploadedImageSchema })
  .meta({ id: 'UploadedImageAnswer' });
