/** The formats an upload may be in, named as sharp names them (AVIF is a HEIF container). */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const ACCEPTED_FORMAT_NAMES = 'JPEG, PNG, WebP, AVIF or GIF';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length &&
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (still or sequence). */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  const end = Math.min(boxSize, bytes.length);
  const brandOffsets = [8];
  for (let offset = 16; offset + 4 <= end; offset += 4) brandOffsets.push(offset);
  return brandOffsets.some(
    (offset) =>
      startsWith(bytes, ascii('avif'), offset) || startsWith(bytes, ascii('avis'), offset),
  );
}

/**
 * Judges a file by its first bytes, never by its name or declared type: a script renamed to
 * `.jpg` or an SVG declared as `image/png` is neither.
 */
export function detectImageFormat(bytes: Buffer): AcceptedImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (bytes.length >= 12 && isAvif(bytes)) return 'avif';
  return null;
}
