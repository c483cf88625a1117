import { Card, PageHeading } from '@marketplace/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledAuthCard = styled(Card)`
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 28rem;
  margin: ${({ theme }) => theme.space[4]} auto;
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledSwitchLink = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The frame the login and register forms share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StyledAuthCard forwardedAs="section" padding="lg" aria-labelledby="auth-title">
      <PageHeading id="auth-title">{title}</PageHeading>
      {children}
    </StyledAuthCard>
  );
}
