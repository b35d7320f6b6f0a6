import type { EmailMessage } from './email-message';
import { escapeHtml } from '../http/escape-html';

/**
 * A mailing-list e-mail with its unsubscribe link: a last line of the text and of the HTML, and
 * the `List-Unsubscribe` and `List-Unsubscribe-Post` headers of RFC 8058, with which a mail
 * client offers "unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the link itself.
 */
export function withListUnsubscribe(
  message: EmailMessage,
  unsubscribeUrl: string,
  label: string,
): EmailMessage {
  const line = `<p style="font-size: 0.85em; color: #555"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(label)}</a></p>`;
  return {
    ...message,
    text: `${message.text}\n\n${label}: ${unsubscribeUrl}`,
    html: message.html.replace('</body></html>', `${line}\n</body></html>`),
    headers: {
      ...message.headers,
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
