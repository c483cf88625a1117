import styled from 'styled-components';

/** A row's buttons side by side, wrapping rather than widening the table. */
export const RowActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
