import {
  useEmailPreferences,
  useSetEmailPreferences,
  apiErrorMessage,
} from '@marketplace/api-client';
import type { EmailPreference, EmailPreferences } from '@marketplace/contracts';
import { Button, Loader, toast, FailurePanel } from '@marketplace/ui';
import { type FormEvent } from 'react';
import styled from 'styled-components';
import { SettingsSection, StyledSettingsForm } from './SettingsSection';

/** Every kind of email an account may turn off, in the groups people think of them in. */
const GROUPS: ReadonlyArray<{ legend: string; choices: ReadonlyArray<[EmailPreference, string]> }> =
  [
    {
      legend: 'When I buy',
      choices: [
        ['orderAccepted', 'A seller accepts my order request'],
        ['orderDeclined', 'A seller declines my order request'],
        ['orderExpired', 'My order request expires without an answer'],
        ['savedSearchMatches', 'New listings match a saved search (at most daily)'],
      ],
    },
    {
      legend: 'When I sell',
      choices: [
        ['orderRequested', 'A buyer requests one of my items'],
        ['sellerVerified', 'My seller account is verified'],
      ],
    },
    {
      legend: 'Messages',
      choices: [['newMessage', 'A new message I have not read within 10 minutes']],
    },
    {
      legend: 'Reports',
      choices: [['reportOutcomes', 'A listing I reported is removed']],
    },
  ];

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledChoice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Which emails to get. Password reset emails are always sent: only when asked for. */
export function EmailSettings() {
  const preferences = useEmailPreferences();
  return (
    <SettingsSection title="Emails" description="Choose which emails we send you.">
      {preferences.isPending ? (
        <Loader label="Loading your email choices" />
      ) : preferences.isError ? (
        <FailurePanel
          title="Your email choices could not be loaded"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <EmailForm preferences={preferences.data} />
      )}
    </SettingsSection>
  );
}

function EmailForm({ preferences }: { preferences: EmailPreferences }) {
  const save = useSetEmailPreferences();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(
      GROUPS.flatMap(({ choices }) => choices.map(([kind]) => [kind, form.has(kind)])),
    ) as EmailPreferences;
    save.mutate(chosen, {
      onSuccess: () => toast.success('Email choices saved'),
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  }

  return (
    <StyledSettingsForm onSubmit={handleSubmit}>
      {GROUPS.map(({ legend, choices }) => (
        <StyledFieldset key={legend}>
          <legend>{legend}</legend>
          {choices.map(([kind, label]) => (
            <StyledChoice key={kind}>
              <input type="checkbox" name={kind} defaultChecked={preferences[kind]} />
              {label}
            </StyledChoice>
          ))}
        </StyledFieldset>
      ))}
      <StyledNote>Password reset emails are always sent, and only when you ask for one.</StyledNote>
      <Button type="submit" loading={save.isPending}>
        Save email choices
      </Button>
    </StyledSettingsForm>
  );
}
