import styled from 'styled-components';
import { formatDay, formatTime } from '../utils/format';

const StyledPlace = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.successText};
`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface MeetingPlaceProps {
  location: string;
  /** The note of the safe meeting spot picked for the order, if one was. */
  note: string | null | undefined;
  /** When the two sides meet, if the buyer proposed a time (an ISO date-time). */
  time?: string | null;
}

/**
 * Where and when an order's two sides meet, with the safe spot's note ("police station lobby,
 * CCTV"): the meeting cell of an order, for buyer and seller alike.
 */
export function MeetingPlace({ location, note, time }: MeetingPlaceProps) {
  return (
    <StyledPlace>
      {location}
      {note && <StyledNote>Safe spot: {note}</StyledNote>}
      {time && (
        <StyledTime dateTime={time}>
          {formatDay(time)} {formatTime(time)}
        </StyledTime>
      )}
    </StyledPlace>
  );
}

const StyledPhone = styled.a`
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The other side's phone, shared once a deal is accepted: one tap calls it from a phone. */
export function PhoneLink({ phone }: { phone: string }) {
  return <StyledPhone href={`tel:${phone}`}>{phone}</StyledPhone>;
}
