import { useState } from 'react';
import styled, { css } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const diameters: Record<AvatarSize, string> = { sm: '2rem', md: '2.5rem', lg: '4rem', xl: '6rem' };

const circle = css<{ $size: AvatarSize }>`
  flex: none;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border-radius: ${({ theme }) => theme.radii.round};
`;

const StyledAvatarImage = styled.img<{ $size: AvatarSize }>`
  ${circle}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledInitials = styled.span<{ $size: AvatarSize }>`
  ${circle}
  display: inline-grid;
  place-items: center;
  font-size: ${({ $size }) => `calc(${diameters[$size]} * 0.4)`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  user-select: none;
`;

/** "Ada Lovelace" → "AL", "cher" → "C". */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** When the name is written right beside the picture, so screen readers do not hear it twice. */
  decorative?: boolean;
}

/** The person's photo, or their initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  // Remembering which address failed (not just "failed") lets a new `src` try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <StyledAvatarImage
        src={src}
        alt={decorative ? '' : name}
        $size={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <StyledInitials
      $size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </StyledInitials>
  );
}
