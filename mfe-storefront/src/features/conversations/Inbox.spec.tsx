import type { TestApiServer } from '@marketplace/api-client/testing';
import type { ChatMessage, Conversation } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  currentAddress,
  listReply,
  renderStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';

jest.setTimeout(15_000);

let api: TestApiServer;

const message = (overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: '101',
  conversationId: '5',
  senderId: '7',
  mine: false,
  text: 'Yes, it is still available.',
  scamWarning: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const CONVERSATION: Conversation = {
  _id: '5',
  role: 'buyer',
  productId: '12',
  productName: 'Lenovo ThinkPad T480',
  productImage: '/api/images/thinkpad.webp',
  otherParty: { _id: '7', name: 'Rafiq Hasan', image: null },
  lastMessage: message(),
  unread: 1,
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  readOnlyReason: null,
};

beforeEach(async () => {
  api = await startStorefrontTest();
  api.route('GET', '/conversations', listReply([CONVERSATION]));
  api.route('GET', '/conversations/5', { body: CONVERSATION });
  api.route('GET', '/conversations/5/messages', { body: [message()] });
  api.route('POST', '/conversations/5/read', {
    body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
  });
});
afterEach(() => api.close());

const sentTexts = () =>
  api.requests
    .filter((request) => request.method === 'POST' && request.path === '/conversations/5/messages')
    .map((request) => (JSON.parse(request.body.toString()) as { text: string }).text);

describe('Inbox', () => {
  it('lists the conversations with their unread count, and opening one reads it', async () => {
    const { user } = renderStorefront('/dashbord/messages');
    const entry = await screen.findByRole('link', { name: /Rafiq Hasan/ });
    expect(within(entry).getByLabelText('1 unread')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Lenovo ThinkPad T480');

    await user.click(entry);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(thread).toHaveTextContent('Yes, it is still available.');
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/conversations/5/read')).toBe(true),
    );
  });

  it('sends with Enter and breaks the line with Shift+Enter', async () => {
    api.route('POST', '/conversations/5/messages', (request) => ({
      status: 201,
      body: message({
        _id: '102',
        mine: true,
        senderId: '1',
        text: (JSON.parse(request.body.toString()) as { text: string }).text,
      }),
    }));
    const { user } = renderStorefront('/dashbord/messages/5');
    const composer = await screen.findByRole('textbox', { name: 'Message to Rafiq Hasan' });
    await waitFor(() => expect(composer).toHaveFocus());
    await user.type(composer, 'Can we meet at 6?{Shift>}{Enter}{/Shift}Near the mosque');
    expect(sentTexts()).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentTexts()).toEqual(['Can we meet at 6?\nNear the mosque']));
    expect(await screen.findByText(/Near the mosque/)).toBeInTheDocument();
    await waitFor(() => expect(composer).toHaveValue(''));
  });

  it('counts down near the limit and refuses a message past it, whole, without cutting it', async () => {
    const { user } = renderStorefront('/dashbord/messages/5');
    const box = await screen.findByRole('textbox', { name: 'Message to Rafiq Hasan' });
    const send = screen.getByRole('button', { name: 'Send' });

    await user.click(box);
    await user.paste('a'.repeat(1_900));
    expect(screen.getByText('1,900 of 2,000 characters')).toBeVisible();
    expect(send).toBeEnabled();

    await user.paste('b'.repeat(3_100));
    expect(box).toHaveValue(`${'a'.repeat(1_900)}${'b'.repeat(3_100)}`);
    expect(screen.getByText('3,000 characters too long: messages take up to 2,000.')).toBeVisible();
    expect(box).toBeInvalid();
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(sentTexts()).toEqual([]);
  });

  it('opens the conversation a link names (?product=) at its own address', async () => {
    api.route('POST', '/conversations', { status: 201, body: CONVERSATION });
    renderStorefront('/dashbord/messages?product=12');
    await screen.findByRole('list', { name: 'Messages' });
    const opened = api.requests.find((r) => r.method === 'POST' && r.path === '/conversations');
    expect(JSON.parse(opened!.body.toString())).toEqual({ productId: '12' });
    expect(currentAddress()).toBe('/dashbord/messages/5');
  });

  it('warns under a message that matched a scam pattern, inside its bubble', async () => {
    api.route('GET', '/conversations/5/messages', {
      body: [
        message({
          text: 'send 500 tk bKash advance',
          scamWarning: 'Never pay before you meet and see the item.',
        }),
      ],
    });
    renderStorefront('/dashbord/messages/5');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const bubble = within(thread).getByText('send 500 tk bKash advance').closest('li')!;
    expect(within(bubble).getByRole('note')).toHaveTextContent(
      'Be careful: Never pay before you meet and see the item.',
    );
  });

  it('shows why a closed conversation takes no more messages', async () => {
    api.route('GET', '/conversations/5', {
      body: {
        ...CONVERSATION,
        readOnlyReason: 'The other account is suspended: this conversation is closed',
      },
    });
    renderStorefront('/dashbord/messages/5');
    expect(
      await screen.findByText('The other account is suspended: this conversation is closed'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message to/ })).not.toBeInTheDocument();
  });
});
