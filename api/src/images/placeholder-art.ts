import { createHash } from 'node:crypto';
import sharp from 'sharp';

const AVATAR_COLOURS = [
  '#2563eb',
  '#0d9488',
  '#7c3aed',
  '#db2777',
  '#ea580c',
  '#16a34a',
  '#0891b2',
  '#9333ea',
];

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('') || '?';

/** A round avatar with the person's initials, its colour fixed by the name. PNG bytes. */
export function renderInitialsAvatar(name: string): Promise<Buffer> {
  const digest = createHash('sha256').update(name).digest();
  const colour = AVATAR_COLOURS[digest[0]! % AVATAR_COLOURS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="128" fill="${colour}"/>
  <text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="104" font-weight="bold" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
