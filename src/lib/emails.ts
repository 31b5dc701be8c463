/**
 * The shop's emails: what each says, as plain text and simple HTML. Pure: the outbox stores a message's kind
 * and payload, and it is rendered here when sent, with the site's address for its links. Every value is
 * escaped in the HTML, whatever it holds.
 */
import { formatMoney } from './money';

/** The kinds of email the shop sends today (migrations/0013 names the others to come). */
export type EmailKind =
  | 'order_confirmation'
  | 'shipping_update'
  | 'order_cancelled'
  | 'new_order'
  | 'low_stock'
  | 'application_decision';

/** Each kind as the profile's settings offer it; a merchant's kinds only to a merchant. */
export const EMAIL_SETTINGS: { kind: EmailKind; label: string; hint: string; merchantOnly: boolean }[] = [
  {
    kind: 'order_confirmation',
    label: 'Order confirmations',
    hint: 'What you ordered, the total and the tracking link.',
    merchantOnly: false,
  },
  {
    kind: 'shipping_update',
    label: 'Shipping updates',
    hint: 'When a seller prepares, ships and delivers your order.',
    merchantOnly: false,
  },
  {
    kind: 'order_cancelled',
    label: 'Cancelled orders',
    hint: 'When a seller cancels your order, with their note.',
    merchantOnly: false,
  },
  { kind: 'new_order', label: 'New orders in my store', hint: 'Who ordered what from your store.', merchantOnly: true },
  {
    kind: 'low_stock',
    label: 'Low stock in my store',
    hint: 'When an order leaves a product with few units or none.',
    merchantOnly: true,
  },
  {
    kind: 'application_decision',
    label: 'Seller application decisions',
    hint: 'Whether your store was approved, or why not.',
    merchantOnly: false,
  },
];

export function emailKindsFor(isMerchant: boolean): EmailKind[] {
  return EMAIL_SETTINGS.filter((s) => isMerchant || !s.merchantOnly).map((s) => s.kind);
}

export interface EmailLine {
  name: string;
  quantity: number;
  totalSen: number;
}

export type EmailPayload =
  | { kind: 'order_confirmation'; orderId: string; buyerName: string; lines: EmailLine[]; totalSen: number }
  | {
      kind: 'application_decision';
      decision: 'approved' | 'rejected';
      businessName: string;
      storeId: string | null;
      reason: string;
    }
  | {
      kind: 'new_order';
      sellerOrderId: string;
      storeName: string;
      buyerName: string;
      lines: EmailLine[];
      subtotalSen: number;
    }
  | { kind: 'low_stock'; productId: string; productName: string; storeName: string; left: number }
  | {
      kind: 'shipping_update' | 'order_cancelled';
      orderId: string;
      storeName: string;
      status: 'processing' | 'shipped' | 'completed' | 'cancelled';
      carrier: string | null;
      trackingNumber: string | null;
      note: string;
    };

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** One line of text with no line breaks, for a subject or a name. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

function page(
  title: string,
  paragraphs: string[],
  lines: EmailLine[],
  total: { label: string; sen: number },
  link: { label: string; href: string },
): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(line.name)}</td><td style="padding:4px 8px;text-align:right">${line.quantity}</td><td style="padding:4px 0 4px 8px;text-align:right">${escapeHtml(formatMoney(line.totalSen, 'MYR'))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1c1c;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left">Item</th><th style="text-align:right">Qty</th><th style="text-align:right">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="2" style="text-align:left;padding-top:8px">${escapeHtml(total.label)}</th><th style="text-align:right;padding-top:8px">${escapeHtml(formatMoney(total.sen, 'MYR'))}</th></tr></tfoot></table>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#666;font-size:12px">Labuan Market, Labuan, Malaysia</p>
</body></html>`;
}

function textLines(lines: EmailLine[]): string {
  return lines
    .map((line) => `- ${oneLine(line.name)} x ${line.quantity}: ${formatMoney(line.totalSen, 'MYR')}`)
    .join('\n');
}

function notice(title: string, paragraphs: string[], link: { label: string; href: string }): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1c1c;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#666;font-size:12px">Labuan Market, Labuan, Malaysia</p>
</body></html>`;
}

/** A seller's status change, told to the buyer. */
function statusEmail(
  payload: Extract<EmailPayload, { kind: 'shipping_update' | 'order_cancelled' }>,
  origin: string,
): RenderedEmail {
  const tracking = `${origin}/orders/${encodeURIComponent(payload.orderId)}/track`;
  const store = oneLine(payload.storeName);
  const says: Record<
    typeof payload.status,
    { subject: string; lines: string[]; link: { label: string; href: string } }
  > = {
    processing: {
      subject: `Your order ${payload.orderId} is being prepared`,
      lines: [`${store} is preparing your items.`],
      link: { label: 'Track your order', href: tracking },
    },
    shipped: {
      subject: `Your order ${payload.orderId} has shipped`,
      lines: [
        `${store} shipped your items${payload.carrier ? ` with ${oneLine(payload.carrier)}` : ''}.`,
        ...(payload.trackingNumber ? [`Tracking number: ${oneLine(payload.trackingNumber)}`] : []),
      ],
      link: { label: 'Track your order', href: tracking },
    },
    completed: {
      subject: `Your order ${payload.orderId} was delivered`,
      lines: [`${store} delivered your items. How were they? Your rating helps the next buyer.`],
      link: { label: 'Rate your items', href: `${tracking}#order-reviews` },
    },
    cancelled: {
      subject: `Your order ${payload.orderId} was cancelled by ${store}`,
      lines: [`${store} cancelled their part of your order. Any payment for it is refunded.`],
      link: { label: 'See your order', href: tracking },
    },
  };
  const message = says[payload.status];
  const lines = payload.note ? [...message.lines, `Note from the seller: ${payload.note}`] : message.lines;
  return {
    subject: message.subject,
    text: `${lines.join('\n')}\n\n${message.link.label}: ${message.link.href}\n`,
    html: notice(message.subject, lines, message.link),
  };
}

/** The platform's decision on a seller application, told to the applicant. */
function decisionEmail(
  payload: Extract<EmailPayload, { kind: 'application_decision' }>,
  origin: string,
): RenderedEmail {
  const business = oneLine(payload.businessName);
  const approved = payload.decision === 'approved';
  const subject = approved
    ? `${business} is open on Labuan Market`
    : `Your seller application for ${business} was not approved`;
  const lines = approved
    ? [
        `Welcome! Your application was approved and ${business} can start selling now.`,
        ...(payload.storeId ? [`Your store: ${origin}/seller/${payload.storeId}`] : []),
      ]
    : [
        `We could not approve your application for ${business}.`,
        `Reason: ${payload.reason}`,
        'You can correct this and apply again.',
      ];
  const link = approved
    ? { label: 'Open your seller dashboard', href: `${origin}/seller-dashboard` }
    : { label: 'Apply again', href: `${origin}/merchant-signup` };
  return { subject, text: `${lines.join('\n')}\n\n${link.label}: ${link.href}\n`, html: notice(subject, lines, link) };
}

/** A product an order left with few units or none, told to its merchant. */
function lowStockEmail(payload: Extract<EmailPayload, { kind: 'low_stock' }>, origin: string): RenderedEmail {
  const product = oneLine(payload.productName);
  const none = payload.left <= 0;
  const subject = none ? `${product} is out of stock` : `${product} is running low: ${payload.left} left`;
  const lines = [
    none
      ? `The last units of ${product} in ${oneLine(payload.storeName)} were just ordered. Buyers cannot order it until you add stock.`
      : `An order left ${product} in ${oneLine(payload.storeName)} with ${payload.left} unit${payload.left === 1 ? '' : 's'}.`,
  ];
  const link = {
    label: 'Update the stock',
    href: `${origin}/seller/products/${encodeURIComponent(payload.productId)}/edit`,
  };
  return { subject, text: `${lines.join('\n')}\n\n${link.label}: ${link.href}\n`, html: notice(subject, lines, link) };
}

/** The message an outbox row says, with links on `origin` (https://labuan.market, say). */
export function renderEmail(payload: EmailPayload, origin: string): RenderedEmail {
  if (payload.kind === 'application_decision') return decisionEmail(payload, origin);
  if (payload.kind === 'low_stock') return lowStockEmail(payload, origin);
  if (payload.kind !== 'new_order' && payload.kind !== 'order_confirmation') return statusEmail(payload, origin);
  if (payload.kind === 'order_confirmation') {
    const link = `${origin}/orders/${encodeURIComponent(payload.orderId)}/track`;
    const greeting = `Hi ${oneLine(payload.buyerName)}, thank you for your order ${payload.orderId}. The sellers are preparing it now.`;
    return {
      subject: `Your Labuan Market order ${payload.orderId}`,
      text: `${greeting}\n\n${textLines(payload.lines)}\n\nTotal: ${formatMoney(payload.totalSen, 'MYR')}\n\nTrack your order: ${link}\n`,
      html: page(
        'Thank you for your order',
        [greeting],
        payload.lines,
        { label: 'Total', sen: payload.totalSen },
        { label: 'Track your order', href: link },
      ),
    };
  }
  const link = `${origin}/seller/orders/${encodeURIComponent(payload.sellerOrderId)}`;
  const intro = `${oneLine(payload.buyerName)} placed an order with ${oneLine(payload.storeName)} (${payload.sellerOrderId}).`;
  return {
    subject: `New order ${payload.sellerOrderId} from ${oneLine(payload.buyerName)}`,
    text: `${intro}\n\n${textLines(payload.lines)}\n\nSubtotal: ${formatMoney(payload.subtotalSen, 'MYR')}\n\nOpen the order: ${link}\n`,
    html: page(
      'New order received',
      [intro],
      payload.lines,
      { label: 'Subtotal', sen: payload.subtotalSen },
      { label: 'Open the order', href: link },
    ),
  };
}
