import { Card } from '@marketplace/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const StyledSection = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledDescription = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const StyledSettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};

  > button {
    align-self: flex-start;
  }
`;

/** One card of Settings, with its heading and what it is about. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <StyledSection forwardedAs="section" padding="lg" aria-labelledby={headingId}>
      <StyledTitle id={headingId}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {children}
    </StyledSection>
  );
}
