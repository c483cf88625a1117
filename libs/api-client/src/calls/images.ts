import { type UploadedImage, endpoints } from '@marketplace/contracts';
import { apiClient } from '../client';

/**
 * Uploads a picture (multipart field `image`); the answer's `data` holds its address.
 * `onProgress` hears the share sent so far, from 0 to 1.
 */
export async function uploadImage(
  file: File | Blob,
  onProgress?: (sent: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  const response = await apiClient.post<{ data: UploadedImage }>(endpoints.images, form, {
    onUploadProgress: onProgress,
  });
  return response.data.data;
}
