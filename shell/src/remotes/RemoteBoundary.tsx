import { Button, Card, Loader } from '@marketplace/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

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

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
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
  /** Milliseconds before the area's remote may be asked again (its back-off); 0 when it may. */
  retryDelayMs: () => number;
  /** Called once the failure is on screen. */
  onFailure?: () => void;
}

interface RemoteBoundaryState {
  status: 'showing' | 'failed' | 'retrying';
}

/**
 * Contains a remote page's failure (unreachable remote, timeout, failed chunk, render error) to
 * its own area: the area says so and offers Retry, while the navbar and other pages keep working.
 * Retry renders the page again once the remote's back-off allows another request (at once for a
 * render error), so pressing it repeatedly never floods the remote.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { status: 'showing' };
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<RemoteBoundaryState> {
    return { status: 'failed' };
  }

  override componentDidCatch(): void {
    this.props.onFailure?.();
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer);
  }

  private readonly retry = () => {
    const delay = this.props.retryDelayMs();
    if (delay === 0) {
      this.setState({ status: 'showing' });
      return;
    }
    this.setState({ status: 'retrying' });
    this.retryTimer = setTimeout(() => this.setState({ status: 'showing' }), delay);
  };

  override render(): ReactNode {
    switch (this.state.status) {
      case 'showing':
        return this.props.children;
      case 'retrying':
        return <Loader label="Trying this section again" />;
      case 'failed':
        return <RemoteUnavailable onRetry={this.retry} />;
    }
  }
}
