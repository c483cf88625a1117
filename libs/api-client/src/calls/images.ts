import { type UploadedImage, endpoints } from '@marketplace/contracts';
import { apiClient } from '../client';

/** Uploads a picture (multipart field `image`); the answer's `data` holds its address. */
export async function uploadImage(file: File | Blob): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  return (await apiClient.post<{ data: UploadedImage }>(endpoints.images, form)).data.data;
}
