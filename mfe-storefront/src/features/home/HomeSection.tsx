import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[16]};
  /* Anchored sections (#categories) clear the sticky navbar when jumped to. */
  scroll-margin-top: 5rem;
`;

const StyledHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledIntro = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface HomeSectionProps {
  title: string;
  intro?: ReactNode;
  /** For links that jump to the section, e.g. `categories` for `/#categories`. */
  id?: string;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** One block of the home page: a titled region, so it can be reached from the landmarks list. */
export function HomeSection({ title, intro, id, children, ref }: HomeSectionProps) {
  const titleId = useId();
  return (
    <StyledSection ref={ref} id={id} aria-labelledby={titleId}>
      <StyledHeader>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {intro && <StyledIntro>{intro}</StyledIntro>}
      </StyledHeader>
      {children}
    </StyledSection>
  );
}
