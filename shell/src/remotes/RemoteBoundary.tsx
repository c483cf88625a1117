import { Button, Card, Loader } from '@marketplace/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

/** Long enough for a restarting server or a flaky connection to come back, short enough to wait. */
export const AUTO_RETRY_DELAY_MS = 800;

const StyledUnavailable = styled(Card)`
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 36rem;
  margin: ${({ theme }) => theme.space[8]} auto;
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <StyledUnavailable role="alert" padding="lg">
      <StyledTitle>This section is unavailable</StyledTitle>
      <StyledText>
        It could not be loaded just now. The rest of the marketplace still works, and you can try
        this section again.
      </StyledText>
      <Button onClick={onRetry}>Retry</Button>
    </StyledUnavailable>
  );
}

interface RemoteBoundaryProps {
  children: ReactNode;
}

interface RemoteBoundaryState {
  failed: boolean;
  autoRetried: boolean;
}

/**
 * Contains a remote page's failure (unreachable remote, failed chunk, render error) to its own
 * area. The first failure is retried once by itself, since most are passing network faults;
 * after that the area says so and offers Retry, while the navbar and other pages keep working.
 * Module Federation's retry plugin has no release for this version, so the retry lives here.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failed: false, autoRetried: false };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<RemoteBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(): void {
    if (this.state.autoRetried) return;
    this.retryTimer = setTimeout(
      () => this.setState({ failed: false, autoRetried: true }),
      AUTO_RETRY_DELAY_MS,
    );
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer);
  }

  private readonly retry = () => this.setState({ failed: false });

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (!this.state.autoRetried) return <Loader label="Loading this section" />;
    return <RemoteUnavailable onRetry={this.retry} />;
  }
}
