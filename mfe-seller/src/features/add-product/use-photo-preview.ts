import { useEffect, useState } from 'react';

export interface PhotoPreview {
  /** A `blob:` address of the chosen file, valid while it is the chosen one. */
  url: string;
  fileName: string;
}

/** A local preview of the chosen photo, shown before (and without) uploading it. */
export function usePhotoPreview(): [PhotoPreview | null, (file: File | null) => void] {
  const [preview, setPreview] = useState<PhotoPreview | null>(null);
  // Each address holds the file in memory until revoked: let go of it once another replaces it.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);
  const choose = (file: File | null) =>
    setPreview(file ? { url: URL.createObjectURL(file), fileName: file.name } : null);
  return [preview, choose];
}
