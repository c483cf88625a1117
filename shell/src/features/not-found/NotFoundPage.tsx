import { Button } from '@marketplace/ui';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import notFoundImage from './not-found.svg';

const StyledNotFound = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} 0;
  text-align: center;

  img {
    width: min(20rem, 100%);
    height: auto;
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Any address the app does not know (SPEC.md section 2). */
export function NotFoundPage() {
  return (
    <StyledNotFound aria-labelledby="not-found-title">
      <img src={notFoundImage} alt="An empty, open parcel" width={320} height={220} />
      <h1 id="not-found-title">Page not found</h1>
      <p>Nothing is listed at this address.</p>
      <Button as={Link} to="/">
        Back to homepage
      </Button>
    </StyledNotFound>
  );
}
