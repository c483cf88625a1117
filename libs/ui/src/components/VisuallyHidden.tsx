import styled, { css } from 'styled-components';

/** Read by screen readers, not drawn: for names that the visual layout already makes obvious. */
export const visuallyHidden = css`
  position: absolute;
  /* Pinned to its containing block's corner: left where it stands, inside a horizontal scroller
     whose items are not positioned, it would sit far to the right of the page and widen it (a
     phone then zooms the whole page out, toasts and all). */
  top: 0;
  left: 0;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
