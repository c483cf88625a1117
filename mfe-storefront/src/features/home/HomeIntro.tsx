import styled from 'styled-components';

const StyledIntro = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The page's title, above the banners. */
export function HomeIntro() {
  return (
    <StyledIntro>
      <h1>Welcome to the marketplace</h1>
      <p>Second-hand goods from people near you. Meet, check the item, pay in cash.</p>
    </StyledIntro>
  );
}
