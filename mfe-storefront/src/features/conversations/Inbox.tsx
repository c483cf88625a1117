import { apiErrorMessage, useConversations, useOpenConversation } from '@marketplace/api-client';
import { MESSAGES_PATH } from '@marketplace/contracts';
import {
  Button,
  EmptyState,
  Loader,
  PageHeading,
  media,
  useIsPhone,
  FailurePanel,
} from '@marketplace/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from '@marketplace/routing';
import styled from 'styled-components';
import { ConversationList } from './ConversationList';
import { Thread } from './Thread';

const StyledInbox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${media.md} {
    grid-template-columns: minmax(15rem, 20rem) minmax(0, 1fr);
  }
`;

const StyledPlaceholder = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** `?product=` or `?order=`: opens (or creates) that conversation, then shows it at its own address. */
function useOpenFromLink() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const open = useOpenConversation();
  const productId = params.get('product');
  const orderId = params.get('order');
  const asked = useRef<string | null>(null);

  useEffect(() => {
    const start = productId ? { productId } : orderId ? { orderId } : undefined;
    const key = JSON.stringify(start);
    if (!start || asked.current === key) return;
    asked.current = key;
    open.mutate(start, {
      onSuccess: (conversation) =>
        void navigate(`${MESSAGES_PATH}/${conversation._id}`, { replace: true }),
    });
    // open is a new object each render; the effect follows the link's parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId, orderId, navigate]);
  return { opening: Boolean(productId || orderId) && !open.isError, error: open.error };
}

/**
 * The inbox at /dashbord/messages: the account's conversations beside the open one. On a phone
 * the list and the thread each fill the screen, the thread with a back control.
 */
export function Inbox({ conversationId }: { conversationId: string | undefined }) {
  const conversations = useConversations();
  const isPhone = useIsPhone();
  const { opening, error } = useOpenFromLink();

  function list() {
    if (conversations.isPending) return <Loader label="Loading your conversations" />;
    if (conversations.isError)
      return (
        <FailurePanel
          title="Your conversations could not be loaded"
          error={conversations.error}
          onRetry={() => void conversations.refetch()}
        />
      );
    if (conversations.data.items.length === 0)
      return (
        <EmptyState
          message="No conversations yet. Ask a seller about a listing from its page."
          action={
            <Button as={Link} to="/#categories" variant="secondary">
              Browse products
            </Button>
          }
        />
      );
    return (
      <ConversationList conversations={conversations.data.items} selectedId={conversationId} />
    );
  }

  function thread() {
    if (error)
      return (
        <StyledPlaceholder role="alert">{`The conversation could not be opened: ${apiErrorMessage(error)}`}</StyledPlaceholder>
      );
    if (opening) return <Loader label="Opening the conversation" />;
    if (!conversationId)
      return <StyledPlaceholder>Choose a conversation to read it.</StyledPlaceholder>;
    return <Thread key={conversationId} conversationId={conversationId} />;
  }

  const showThread = Boolean(conversationId || opening || error);
  return (
    <>
      <PageHeading count={conversations.data?.total}>Messages</PageHeading>
      <StyledInbox>
        {(!isPhone || !showThread) && <div>{list()}</div>}
        {(!isPhone || showThread) && thread()}
      </StyledInbox>
    </>
  );
}
