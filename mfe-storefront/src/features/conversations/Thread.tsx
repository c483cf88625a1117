import {
  apiErrorMessage,
  useConversation,
  useMarkConversationRead,
  useMessages,
  useSendMessage,
} from '@marketplace/api-client';
import { type ChatMessage, MESSAGES_PATH, MESSAGE_MAX_LENGTH } from '@marketplace/contracts';
import {
  Avatar,
  Button,
  Loader,
  SafetyWarning,
  VisuallyHidden,
  breakpoints,
  formatCount,
  formatCountOf,
  formatDay,
  formatTime,
  media,
  toast,
  FailurePanel,
} from '@marketplace/ui';
import { useDraft } from '@marketplace/auth/drafts';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@marketplace/routing';
import styled from 'styled-components';
import { ChevronLeftIcon, SendIcon } from '../../shared/icons';
import { PersonActions } from '../../shared/PersonActions';
import { MessageReportButton } from './MessageReportButton';

/** From here up the messages scroll in a box of their own; below, with the page. */
const BOX_QUERY = `(min-width: ${breakpoints.md}px)`;

const StyledThread = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* Clips the corners without becoming a scroll container, which would unpin the composer. */
  overflow: clip;
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

// Takes the room between the avatar and the "More" menu, which sits at the right edge.
const StyledTitle = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  color: ${({ theme }) => theme.colors.primary};

  ${media.md} {
    display: none;
  }
`;

const StyledScroller = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 16rem;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};

  ${media.md} {
    height: min(32rem, calc(100dvh - 22rem));
    overflow-y: auto;
  }
`;

const StyledMessages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledBubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(85%, 36rem);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  time {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    opacity: 0.85;
  }
`;

/**
 * On a phone the messages scroll with the page and the composer stays pinned to the bottom of
 * the screen, as in the messaging apps; from the medium breakpoint it sits under the box.
 */
const StyledComposer = styled.form`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.md} {
    position: static;
  }

  textarea {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    max-height: 10rem;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    font: inherit;
    resize: vertical;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

const StyledTyping = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledCounter = styled.p<{ $over: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
`;

const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const stamp = (iso: string) => `${formatDay(iso)} ${formatTime(iso)}`;

/** The counter shows from here on: a long message sees the limit coming, a short one no noise. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;
const CHARACTERS = { one: 'character', other: 'characters' };

/**
 * Under the message box once it nears the limit: how much room is left, or by how much it is
 * over (the box takes more than the limit, so a pasted text is never cut without a word).
 */
function LengthCounter({ length, id }: { length: number; id: string }) {
  if (length < COUNTER_FROM) return null;
  const over = length - MESSAGE_MAX_LENGTH;
  return (
    <StyledCounter id={id} $over={over > 0} aria-live="polite">
      {over > 0
        ? `${formatCountOf(over, CHARACTERS)} too long: messages take up to ${formatCount(MESSAGE_MAX_LENGTH)}.`
        : `${formatCount(length)} of ${formatCount(MESSAGE_MAX_LENGTH)} characters`}
    </StyledCounter>
  );
}

/**
 * One conversation: its messages (older pages on demand), live as they arrive, and the composer.
 * Enter sends, Shift+Enter breaks the line. A message from the other party is announced to
 * screen readers and marks the conversation read while the page is in view.
 */
export function Thread({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const messages = useMessages(conversationId);
  const send = useSendMessage();
  const markRead = useMarkConversationRead();
  const [text, setText] = useState('');
  // The message being typed outlives a reload or a sign-out elsewhere, until it is sent.
  const draft = useDraft<string>(`message:${conversationId}`);
  const [announcement, setAnnouncement] = useState('');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const newestSeen = useRef<string | undefined>(undefined);

  // Oldest first on screen; pages arrive newest first.
  const ordered = useMemo<ChatMessage[]>(
    () => (messages.data?.pages.flat() ?? []).slice().reverse(),
    [messages.data],
  );
  const newest = ordered.at(-1);
  const otherName = conversation.data?.otherParty.name ?? '';
  const readOnlyReason = conversation.data?.readOnlyReason ?? null;

  // Mounted afresh for each conversation (keyed by it): the composer takes the focus.
  useEffect(() => composerRef.current?.focus(), []);

  // The kept message fills the composer once it is read, unless typing began meanwhile.
  const [restored, setRestored] = useState<string | undefined>(undefined);
  if (draft.ready && draft.restored && restored !== draft.restored) {
    setRestored(draft.restored);
    if (!text) setText(draft.restored);
  }

  useEffect(() => {
    if (!newest) return;
    const first = newestSeen.current === undefined;
    if (newestSeen.current === newest._id) return;
    newestSeen.current = newest._id;
    const scroller = scrollerRef.current;
    if (window.matchMedia(BOX_QUERY).matches) {
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    } else {
      // The page is the scroller: down to the newest, just above the pinned composer.
      window.scrollTo({ top: document.documentElement.scrollHeight });
    }
    if (!first && !newest.mine) setAnnouncement(`New message from ${otherName}: ${newest.text}`);
  }, [newest, otherName]);

  // Read while in view: now, when the page comes back into view, and as messages arrive.
  const unread = conversation.data?.unread ?? 0;
  useEffect(() => {
    const markIfVisible = () => {
      if (document.visibilityState === 'visible' && newest && !newest.mine)
        markRead.mutate(conversationId);
    };
    if (unread > 0 || (newest && !newest.mine)) markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
    // markRead is a new object each render; the effect follows what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversationId, newest?._id, unread]);

  const message = text.trim();
  const tooLong = message.length > MESSAGE_MAX_LENGTH;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!message || tooLong || send.isPending) return;
    send.mutate(
      { id: conversationId, text: message },
      {
        onSuccess: () => {
          setText('');
          draft.discard();
        },
        onError: (error) => toast.error(`The message was not sent: ${apiErrorMessage(error)}`),
      },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  if (conversation.isError || messages.isError) {
    return (
      <FailurePanel
        title="This conversation could not be loaded"
        error={conversation.error ?? messages.error}
        onRetry={() => {
          void conversation.refetch();
          void messages.refetch();
        }}
      />
    );
  }

  return (
    <StyledThread aria-labelledby="thread-heading">
      <StyledHeader>
        <StyledBack to={MESSAGES_PATH} aria-label="All conversations">
          <ChevronLeftIcon />
        </StyledBack>
        {conversation.data && (
          <>
            <Avatar name={otherName} src={conversation.data.otherParty.image} decorative />
            <StyledTitle>
              <h2 id="thread-heading">{otherName}</h2>
              <p>
                {conversation.data.productId ? (
                  <Link to={`/producs/${conversation.data.productId}`}>
                    {conversation.data.productName}
                  </Link>
                ) : (
                  conversation.data.productName
                )}
              </p>
            </StyledTitle>
            <PersonActions userId={conversation.data.otherParty._id} name={otherName} align="end" />
          </>
        )}
      </StyledHeader>
      <StyledScroller ref={scrollerRef}>
        {messages.isPending ? (
          <Loader label="Loading the messages" />
        ) : (
          <>
            {messages.hasNextPage && (
              <Button
                variant="ghost"
                size="sm"
                loading={messages.isFetchingNextPage}
                onClick={() => void messages.fetchNextPage()}
              >
                Show earlier messages
              </Button>
            )}
            {ordered.length === 0 && (
              <p>
                {conversation.data?.role === 'buyer'
                  ? 'Ask the seller anything about the item: whether it is still available, when and where to meet.'
                  : 'No messages yet.'}
              </p>
            )}
            <StyledMessages aria-label="Messages">
              {ordered.map((message) => (
                <StyledBubble key={message._id} $mine={message.mine}>
                  <VisuallyHidden>{message.mine ? 'You' : otherName}: </VisuallyHidden>
                  <p>{message.text}</p>
                  <time dateTime={message.createdAt}>{stamp(message.createdAt)}</time>
                  {message.scamWarning && <SafetyWarning>{message.scamWarning}</SafetyWarning>}
                  {!message.mine && message.senderId !== null && (
                    <MessageReportButton messageId={message._id} from={otherName} />
                  )}
                </StyledBubble>
              ))}
            </StyledMessages>
          </>
        )}
      </StyledScroller>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {readOnlyReason ? (
        <StyledNotice>{readOnlyReason}</StyledNotice>
      ) : (
        <StyledComposer onSubmit={submit}>
          <VisuallyHidden as="label" htmlFor="message-text">
            Message to {otherName}
          </VisuallyHidden>
          <StyledTyping>
            <textarea
              id="message-text"
              ref={composerRef}
              rows={2}
              value={text}
              placeholder="Write a message"
              aria-describedby="message-keys message-length"
              aria-invalid={tooLong || undefined}
              onChange={(event) => {
                setText(event.target.value);
                draft.save(event.target.value);
              }}
              onKeyDown={handleKeyDown}
            />
            <LengthCounter id="message-length" length={message.length} />
          </StyledTyping>
          <VisuallyHidden id="message-keys">
            Enter sends; Shift and Enter start a new line.
          </VisuallyHidden>
          <Button type="submit" loading={send.isPending} disabled={!message || tooLong}>
            <SendIcon />
            Send
          </Button>
        </StyledComposer>
      )}
    </StyledThread>
  );
}
