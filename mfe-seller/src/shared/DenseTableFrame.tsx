import styled from 'styled-components';

/**
 * Around a shared Table with many columns beside the dashboard menu (about 880 px at 1280 px
 * wide): tighter cells, and headers that may take two lines, so every column fits on a laptop
 * instead of the last ones hiding off to the side. Phones still scroll the table sideways.
 */
export const DenseTableFrame = styled.div`
  th,
  td {
    padding-inline: ${({ theme }) => theme.space[2]};
  }

  th:first-child,
  td:first-child {
    padding-inline-start: ${({ theme }) => theme.space[3]};
  }

  th:last-child,
  td:last-child {
    padding-inline-end: ${({ theme }) => theme.space[3]};
  }

  thead th {
    white-space: normal;
  }
`;

/** Text that must stay on one line in a cell, such as a price or a date. */
export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;
