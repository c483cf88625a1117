import { Button, Card } from '@marketplace/ui';
import styled from 'styled-components';
import { useMarkInteractive } from '../../server-rendering/use-mark-interactive';

const StyledFailure = styled(Card)`
  gap: ${({ theme }) => theme.space[3]};
  max-width: 32rem;
  margin: 15vh auto 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The shell could not read its runtime config: nothing else can work, so say so plainly. */
export function StartupFailure({ error }: { error: unknown }) {
  useMarkInteractive();
  return (
    <StyledFailure forwardedAs="section" padding="lg" role="alert">
      <h1>The marketplace could not start</h1>
      <p>{error instanceof Error ? error.message : 'Its configuration could not be loaded.'}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </StyledFailure>
  );
}
