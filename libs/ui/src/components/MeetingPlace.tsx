import styled from 'styled-components';

const StyledPlace = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
`;

const StyledNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.successText};
`;

export interface MeetingPlaceProps {
  location: string;
  /** The note of the safe meeting spot picked for the order, if one was. */
  note: string | null | undefined;
}

/** Where an order's two sides meet, with the safe spot's note ("police station lobby, CCTV"). */
export function MeetingPlace({ location, note }: MeetingPlaceProps) {
  return (
    <StyledPlace>
      {location}
      {note && <StyledNote>Safe spot: {note}</StyledNote>}
    </StyledPlace>
  );
}
