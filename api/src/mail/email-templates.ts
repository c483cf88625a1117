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

/** The data each template needs, besides the recipient's name. */
export interface EmailTemplateData {
  'password-reset': { token: string; validMinutes: number };
  'seller-verified': Record<string, never>;
  'order-requested': { productName: string; buyerName: string };
  'order-accepted': { productName: string };
  'order-declined': { productName: string; reason: string | null };
  'order-expired': { productName: string };
  'new-message': { conversationId: number; senderName: string; productName: string };
  /** An administrator's warning after reports about the account; `text` is theirs. */
  'account-warning': { text: string };
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

/** Renders a template for one recipient; `origin` is where the links point (PUBLIC_URL). */
export function renderEmail<Name extends EmailTemplateName>(
  name: Name,
  data: EmailTemplateData[Name],
  recipient: { name: string },
  origin: string,
): RenderedEmail {
  const content = TEMPLATES[name].content(data);
  const link = new URL(content.action.path, origin).toString();
  const settings = new URL('/dashbord/settings', origin).toString();
  const footer = TEMPLATES[name].preference
    ? 'You get this email because of your choices in Settings; change them at'
    : 'Marketplace, second-hand goods between neighbours. Your email choices are in Settings:';
  const text = [
    `Hello ${recipient.name},`,
    ...content.paragraphs,
    `${content.action.label}: ${link}`,
    ...(content.closing ? [content.closing] : []),
    '--',
    `${footer} ${settings}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b2421;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
<p>Hello ${escapeHtml(recipient.name)},</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0f5e52;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:14px;color:#56635e">Or open this address: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${content.closing ? `<p>${escapeHtml(content.closing)}</p>` : ''}
<hr style="border:none;border-top:1px solid #d5ddd9">
<p style="font-size:13px;color:#56635e">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">${escapeHtml(settings)}</a></p>
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
