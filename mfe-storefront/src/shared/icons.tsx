import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Line icons drawn for the storefront on a 24-unit grid. They are decoration beside text that
 * already says the same, so they are hidden from assistive technology; an icon-only button names
 * itself with `aria-label`.
 */
const StyledIcon = styled.svg`
  flex: none;
  width: 1.25em;
  height: 1.25em;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.8;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

function icon(name: string, paths: ReactNode) {
  function Icon({ className }: { className?: string }) {
    return (
      <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
        {paths}
      </StyledIcon>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const LocationIcon = icon(
  'Location',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const ClockIcon = icon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const TagIcon = icon(
  'Tag',
  <>
    <path d="M3 12V4h8l10 10-8 8L3 12Z" />
    <circle cx="7.5" cy="8.5" r="1.5" />
  </>,
);

export const PhoneIcon = icon(
  'Phone',
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
);

export const CalendarIcon = icon(
  'Calendar',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);

export const FlagIcon = icon('Flag', <path d="M5 21V4m0 0h11l-2 4 2 4H5" />);

export const CartIcon = icon(
  'Cart',
  <>
    <path d="M3 4h2.5l2.2 11h10.6L21 7.5H6.6" />
    <circle cx="9" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </>,
);

export const TrashIcon = icon(
  'Trash',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);

export const CashIcon = icon(
  'Cash',
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);

export const HandshakeIcon = icon(
  'Handshake',
  <path d="M2 11l4-4 4 2 3-2 4 1 5 3M2 11l6 6 2-1 2 2 2-1 2 1 4-5M9 13l2 2M12 12l2.5 2.5" />,
);

export const MegaphoneIcon = icon(
  'Megaphone',
  <path d="M3 10v4h3l8 5V5L6 10H3ZM18 8.5a5 5 0 0 1 0 7M7 14l1.5 6h3L10 15" />,
);

export const BadgeIcon = icon(
  'Badge',
  <>
    <circle cx="12" cy="9" r="6" />
    <path d="M9.5 9l2 2 3.5-3.5M8.5 14.3 7 22l5-3 5 3-1.5-7.7" />
  </>,
);

export const ReturnIcon = icon('Return', <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />);

export const TruckIcon = icon(
  'Truck',
  <>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
);

export const HeadsetIcon = icon(
  'Headset',
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 0 1-3 3h-3" />
  </>,
);

export const ChevronLeftIcon = icon('ChevronLeft', <path d="M15 5l-7 7 7 7" />);

export const ChevronRightIcon = icon('ChevronRight', <path d="M9 5l7 7-7 7" />);

export const PauseIcon = icon('Pause', <path d="M9 5v14M15 5v14" />);

export const PlayIcon = icon('Play', <path d="M7 4.5v15l12-7.5-12-7.5Z" />);

export const StorefrontIcon = icon(
  'Storefront',
  <path d="M4 10v10h16V10M3 5l1-2h16l1 2v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V5ZM10 20v-5h4v5" />,
);

export const HeartIcon = icon(
  'Heart',
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />,
);

export const ChatIcon = icon('Chat', <path d="M4 5h16v11H9l-5 4V5Zm4 5h8M8 13h5" />);

export const SendIcon = icon('Send', <path d="M4 12 20 4l-6 16-3-7-7-1Z" />);
