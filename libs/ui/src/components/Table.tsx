import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { visuallyHidden } from './VisuallyHidden';

type Alignment = 'start' | 'center' | 'end';

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** This column names its row (e.g. the product name): its cells become row headers. */
  rowHeader?: boolean;
  align?: Alignment;
}

export interface TableProps<Row> {
  /** Names the table for screen readers and the scrollable region around it. */
  caption: ReactNode;
  /** Hide the caption visually when a heading right above already says the same. */
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

// Focusable so keyboard users can scroll it sideways on a phone (and axe's
// scrollable-region-focusable rule holds); labelled by the caption so the stop has a name.
// Positioned, so it contains absolutely positioned cell content (visually hidden text): without
// it, that content escapes the scrolling and widens the whole page on a phone.
const StyledScrollArea = styled.div`
  position: relative;
  width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

// Below the small breakpoint the table keeps a readable width and scrolls instead of crushing columns.
const StyledTable = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.sm} {
    min-width: 100%;
  }
`;

const StyledCaption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  text-align: start;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const StyledHeaderCell = styled.th<{ $align: Alignment }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledBodyCell = styled.td<{ $align: Alignment }>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <StyledScrollArea role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable>
        <StyledCaption id={captionId} $hidden={captionHidden}>
          {caption}
        </StyledCaption>
        <thead>
          <tr>
            {columns.map((column) => (
              <StyledHeaderCell key={column.id} scope="col" $align={column.align ?? 'start'}>
                {column.header}
              </StyledHeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <StyledBodyCell
                  key={column.id}
                  as={column.rowHeader ? 'th' : 'td'}
                  scope={column.rowHeader ? 'row' : undefined}
                  $align={column.align ?? 'start'}
                >
                  {column.cell(row, index)}
                </StyledBodyCell>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScrollArea>
  );
}
