import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { StorefrontIcon } from '../../shared/icons';

const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};

  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
  }

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }

  nav ul {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
`;

/** The home page's foot, with SPEC.md's line 'Providing reliable tech since 1992'. */
export function HomeFooter() {
  return (
    <StyledFooter>
      <p>
        <StorefrontIcon />
        Providing reliable tech since 1992
      </p>
      <nav aria-label="More">
        <ul>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
          <li>
            <Link to="/#how-it-works">How it works</Link>
          </li>
        </ul>
      </nav>
    </StyledFooter>
  );
}
