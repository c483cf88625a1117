import { css } from 'styled-components';

/**
 * For a card among many, most of them below the fold: the browser lays it out and paints it only
 * once it nears the viewport, and until then gives it `estimatedHeight` (then the height it last
 * had). On a phone most of a category page's cards are below the fold, and its first layout, run
 * as the page first paints, then covers only the first few.
 */
export const laidOutWhenNear = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedHeight};
`;
