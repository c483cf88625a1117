import type { Place } from '@marketplace/contracts';
import styled from 'styled-components';
import { formatDay, formatTime } from '../utils/format';
import { VisuallyHidden } from './VisuallyHidden';

const StyledPlace = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.successText};
`;

const StyledArea = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledMapLink = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  /* A target a finger can hit, without making the cell taller than its text needs. */
  min-height: 1.5rem;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A map of the point, at street level, in a new tab: what the two sides find their way by. */
const mapAddress = ({ lat, lng }: Pick<Place, 'lat' | 'lng'>) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

const StyledTime = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface MeetingPlaceProps {
  location: string;
  /** The note of the safe meeting spot picked for the order, if one was. */
  note: string | null | undefined;
  /** The gazetteer place picked as the meeting location, if one was. */
  place?: Place | null;
  /** When the two sides meet, if the buyer proposed a time (an ISO date-time). */
  time?: string | null;
}

/**
 * Where and when an order's two sides meet, with the safe spot's note ("police station lobby,
 * CCTV") or the gazetteer place's areas and a map: the meeting cell of an order, for buyer and
 * seller alike.
 */
export function MeetingPlace({ location, note, place, time }: MeetingPlaceProps) {
  return (
    <StyledPlace>
      {location}
      {note && <StyledNote>Safe spot: {note}</StyledNote>}
      {place && (
        <>
          <StyledArea>{place.area}</StyledArea>
          <StyledMapLink href={mapAddress(place)} target="_blank" rel="noopener noreferrer">
            Map<VisuallyHidden> of {place.name} (opens in a new tab)</VisuallyHidden>
          </StyledMapLink>
        </>
      )}
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
