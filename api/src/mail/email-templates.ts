import type { EmailPreference } from '@marketplace/contracts';

/**
 * Every email the product sends, in one place: its subject, what it says, the one link back into
 * the product, and the Settings choice that turns it off (none: always sent when asked for).
 * Each is rendered as plain text and as HTML from the same content.
 */
interface EmailContent {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
  /** Said after the link, e.g. what to do if this was not you. */
  closing?: string;
}

interface TemplateDefinition<Data> {
  preference?: EmailPreference;
  content(data: Data): EmailContent;
}

/** What a trusted contact is told of the meeting they were asked to keep an eye on. */
interface SharedMeeting {
  sharerName: string;
  /** The sharer's side of the deal. */
  sharerRole: 'buyer' | 'seller';
  otherPartyName: string;
  /** "4.5 stars from 12 ratings, member since March 2025": the other side's public standing. */
  otherPartyStanding: string;
  productName: string;
  price: string;
  place: string;
  /** When they meet, in the market's time, or null when nobody has said. */
  time: string | null;
  /** The product's public page for the listing or the seller's profile. */
  path: string;
}

/** The data each template needs, besides the recipient's name. */
export interface EmailTemplateData {
  'password-reset': { token: string; validMinutes: number };
  'email-verification': { token: string; validHours: number };
  'google-claimed': Record<string, never>;
  'seller-verified': Record<string, never>;
  'order-requested': { productName: string; buyerName: string };
  'order-accepted': { productName: string };
  'order-declined': { productName: string; reason: string | null };
  'order-expired': { productName: string };
  'new-message': { conversationId: number; senderName: string; productName: string };
  'meeting-shared': SharedMeeting;
  'meeting-not-done': SharedMeeting;
  /** An administrator's warning after reports about the account; `text` is theirs. */
  'account-warning': { text: string };
  /** To its seller: an administrator removed their listing. */
  'listing-removed': { productName: string };
  /** To each account that reported it: the listing they reported was removed. */
  'reported-listing-removed': { productName: string };
  /** `searchPath`: the storefront's address of the search; `productNames`: the newest matches. */
  'saved-search-digest': {
    searchName: string;
    searchPath: string;
    total: number;
    productNames: string[];
  };
}
export type EmailTemplateName = keyof EmailTemplateData;

const TEMPLATES: { [Name in EmailTemplateName]: TemplateDefinition<EmailTemplateData[Name]> } = {
  'password-reset': {
    content: ({ token, validMinutes }) => ({
      subject: 'Reset your Marketplace password',
      paragraphs: [
        'Someone asked to reset the password of your Marketplace account. If it was you, choose a new password with the link below.',
        `The link works once, for ${validMinutes} minutes. Setting a new password signs your account out everywhere.`,
      ],
      // In the fragment, which browsers never send to a server nor put in a Referer.
      action: {
        label: 'Choose a new password',
        path: `/reset-password#token=${encodeURIComponent(token)}`,
      },
      closing: 'If you did not ask for this, ignore this email: your password stays as it is.',
    }),
  },
  'email-verification': {
    content: ({ token, validHours }) => ({
      subject: 'Verify your Marketplace email',
      paragraphs: [
        'Welcome to Marketplace. Open the link below to show that this email address is yours.',
        `Until then your account can hold 1 open order and 3 listings. The link works once, for ${validHours} hours.`,
      ],
      // In the fragment, as for password resets: never sent to a server nor put in a Referer.
      action: {
        label: 'Verify your email',
        path: `/verify-email#token=${encodeURIComponent(token)}`,
      },
      closing:
        'If you did not make this account, ignore this email: it stays unverified, and signing in with Google as this address ends its password.',
    }),
  },
  'google-claimed': {
    content: () => ({
      subject: 'Your Marketplace account is now yours alone',
      paragraphs: [
        'You signed in with Google, and Google confirmed that this email address is yours.',
        'Someone had registered with your address before, and never proved it was theirs. Their password no longer works, and everyone who was signed in to the account has been signed out.',
      ],
      action: { label: 'Check your account', path: '/dashbord/settings' },
      closing:
        'Look over the listings and orders in your dashboard: anything you did not make was made by whoever registered first.',
    }),
  },
  'seller-verified': {
    preference: 'sellerVerified',
    content: () => ({
      subject: 'Your seller account is verified',
      paragraphs: [
        'An administrator has verified your seller account. Buyers now see a verified badge beside your name on every listing.',
      ],
      action: { label: 'Add a product', path: '/dashbord/addproduct' },
    }),
  },
  'order-requested': {
    preference: 'orderRequested',
    content: ({ productName, buyerName }) => ({
      subject: `New order request: ${productName}`,
      paragraphs: [
        `${buyerName} would like to buy your ${productName}. It is reserved for them until you accept or decline the request.`,
        'Answer soon: a request nobody answers expires, and the item goes back on sale.',
      ],
      action: { label: 'See the request', path: '/dashbord/receivedorders' },
    }),
  },
  'order-accepted': {
    preference: 'orderAccepted',
    content: ({ productName }) => ({
      subject: `Your order was accepted: ${productName}`,
      paragraphs: [
        `The seller accepted your order for ${productName}. You can now see each other's phone number; agree on the meeting and confirm the handover once you have the item.`,
      ],
      action: { label: 'See your order', path: '/dashbord/myorders' },
    }),
  },
  'order-declined': {
    preference: 'orderDeclined',
    content: ({ productName, reason }) => ({
      subject: `Your order was declined: ${productName}`,
      paragraphs: [
        `The seller declined your order for ${productName}.`,
        ...(reason ? [`They said: ${reason}`] : []),
      ],
      action: { label: 'See your orders', path: '/dashbord/myorders' },
    }),
  },
  'order-expired': {
    preference: 'orderExpired',
    content: ({ productName }) => ({
      subject: `Your order expired: ${productName}`,
      paragraphs: [
        `Your order for ${productName} expired before the deal was done, and the item is back on sale.`,
      ],
      action: { label: 'See your orders', path: '/dashbord/myorders' },
    }),
  },
  'new-message': {
    preference: 'newMessage',
    content: ({ conversationId, senderName, productName }) => ({
      subject: `New message from ${senderName}`,
      paragraphs: [
        `${senderName} wrote to you about ${productName}, and the message is still unread.`,
      ],
      action: { label: 'Read the message', path: `/dashbord/messages/${conversationId}` },
      closing:
        'We send at most one such email per conversation an hour, and none while you read along.',
    }),
  },
  'meeting-shared': {
    content: (meeting) => ({
      subject: `${meeting.sharerName} shared a meeting with you`,
      paragraphs: [
        `${meeting.sharerName} is meeting someone from Marketplace to ${meeting.sharerRole === 'buyer' ? 'buy' : 'sell'} an item, and asked us to tell you where and when, so that somebody they trust knows.`,
        `Item: ${meeting.productName}, ${meeting.price}.`,
        `Where: ${meeting.place}.`,
        `When: ${meeting.time ?? 'not agreed yet'}.`,
        `Meeting: ${meeting.otherPartyName}, ${meeting.otherPartyStanding}.`,
        meeting.time
          ? `If the deal is not marked done two hours after the meeting, we will write to you again.`
          : `Once they agree on a time, we will write to you again if the deal is not marked done two hours after it.`,
      ],
      action: { label: 'See the item', path: meeting.path },
      closing: `You get this email because ${meeting.sharerName} gave your address for this meeting. You will get at most one more about it.`,
    }),
  },
  'meeting-not-done': {
    content: (meeting) => ({
      subject: `${meeting.sharerName}'s meeting is not marked done`,
      paragraphs: [
        `${meeting.sharerName} was to meet ${meeting.otherPartyName} at ${meeting.place}, ${meeting.time ?? 'at the agreed time'}, to ${meeting.sharerRole === 'buyer' ? 'buy' : 'sell'} ${meeting.productName}.`,
        'Two hours later the deal is not marked done. This often means only that nobody tapped Done yet, but you may want to call them.',
      ],
      action: { label: 'See the item', path: meeting.path },
      closing: `You get this email because ${meeting.sharerName} gave your address for this meeting. This is the last one about it.`,
    }),
  },
  // No Settings choice: a moderator's warning is always sent.
  'account-warning': {
    content: ({ text }) => ({
      subject: 'A warning about your Marketplace account',
      paragraphs: [
        'People reported your account, and an administrator looked at the reports. They ask you to read this:',
        text,
        'If it happens again, your account may be suspended.',
      ],
      action: { label: 'Open your dashboard', path: '/dashbord' },
    }),
  },
  // A moderation decision about the account's own listing, like a warning: always sent.
  'listing-removed': {
    content: ({ productName }) => ({
      subject: `Your listing was removed: ${productName}`,
      paragraphs: [
        `An administrator removed your listing “${productName}” from the marketplace. Listings are removed when they break the marketplace's rules, usually after buyers report them.`,
        'Your other listings stay. If you think this was a mistake, reply to this email.',
      ],
      action: { label: 'See your products', path: '/dashbord/myproduct' },
    }),
  },
  'reported-listing-removed': {
    preference: 'reportOutcomes',
    content: ({ productName }) => ({
      subject: `A listing you reported was removed: ${productName}`,
      paragraphs: [
        `Thank you for your report. An administrator looked at “${productName}” and removed it from the marketplace.`,
      ],
      action: { label: 'Browse the marketplace', path: '/' },
    }),
  },
  'saved-search-digest': {
    preference: 'savedSearchMatches',
    content: ({ searchName, searchPath, total, productNames }) => ({
      subject:
        total === 1
          ? `A new listing matches "${searchName}"`
          : `${total} new listings match "${searchName}"`,
      paragraphs: [
        `New on Marketplace for your saved search "${searchName}":`,
        ...productNames,
        ...(total > productNames.length ? [`and ${total - productNames.length} more.`] : []),
      ],
      action: { label: 'See the listings', path: searchPath },
      closing:
        'We send at most one such email a day for each saved search. To stop them, delete the search under Saved searches in your dashboard, or turn these emails off in Settings.',
    }),
  },
};

export function templatePreference(name: EmailTemplateName): EmailPreference | undefined {
  return TEMPLATES[name].preference;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Renders a template for one recipient (an account, or a contact someone gave, who has no name
 * here and no Settings); `origin` is where the links point (PUBLIC_URL).
 */
export function renderEmail<Name extends EmailTemplateName>(
  name: Name,
  data: EmailTemplateData[Name],
  recipient: { name: string } | 'contact',
  origin: string,
): RenderedEmail {
  const content = TEMPLATES[name].content(data);
  const link = new URL(content.action.path, origin).toString();
  const settings = new URL('/dashbord/settings', origin).toString();
  const greeting = recipient === 'contact' ? 'Hello,' : `Hello ${recipient.name},`;
  const footer =
    recipient === 'contact'
      ? 'Marketplace, second-hand goods between neighbours:'
      : TEMPLATES[name].preference
        ? 'You get this email because of your choices in Settings; change them at'
        : 'Marketplace, second-hand goods between neighbours. Your email choices are in Settings:';
  const footerLink = recipient === 'contact' ? origin : settings;
  const text = [
    greeting,
    ...content.paragraphs,
    `${content.action.label}: ${link}`,
    ...(content.closing ? [content.closing] : []),
    '--',
    `${footer} ${footerLink}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b2421;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0f5e52;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:14px;color:#56635e">Or open this address: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${content.closing ? `<p>${escapeHtml(content.closing)}</p>` : ''}
<hr style="border:none;border-top:1px solid #d5ddd9">
<p style="font-size:13px;color:#56635e">${escapeHtml(footer)} <a href="${escapeHtml(footerLink)}">${escapeHtml(footerLink)}</a></p>
</div>
</body>
</html>`;
  return { subject: content.subject, text, html };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
