import { PageHeading } from '@marketplace/ui';
import styled from 'styled-components';
import { BlockedPeople } from './BlockedPeople';
import { EmailSettings } from './EmailSettings';
import { PasswordSettings } from './PasswordSettings';
import { ProfileSettings } from './ProfileSettings';
import { RatingsReceived } from './RatingsReceived';
import { SellingSettings } from './SellingSettings';

const StyledSettings = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 40rem;
`;

/** Settings, for every signed-in account: profile, the ratings it was given, selling, password, which emails to get, and the people blocked. */
export function Settings() {
  return (
    <StyledSettings>
      <PageHeading>Settings</PageHeading>
      <ProfileSettings />
      <RatingsReceived />
      <SellingSettings />
      <PasswordSettings />
      <EmailSettings />
      <BlockedPeople />
    </StyledSettings>
  );
}
