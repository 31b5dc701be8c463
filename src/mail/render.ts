/**
 * The shop's emails as sent: what each says, as plain text and simple HTML, in the recipient's language (their
 * saved choice; English until they make one), with the site's address for its links (to the pages in the same
 * language). Every value is escaped in the HTML, whatever it holds. Rendered here, beside the catalogues, from the
 * kind and values the outbox queued (src/lib/emails.ts), so that src/data says nothing in any language.
 */
import { messages, type Messages } from '../i18n';
import { LOCALES, localisedPath, type Lang } from '../lib/languages';
import type { EmailLine, EmailPayload, RenderedEmail } from '../lib/emails';
import { formatMoney } from '../lib/money';
import { DATE_TIME_FORMAT, formatDate } from '../lib/dates';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** One line of text with no line breaks, for a subject or a name. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

type Texts = Messages['email'];

/** Where a message's links go: the page on the shop, in the recipient's language. */
interface Links {
  to: (path: string) => string;
}

function linksOn(origin: string, lang: Lang): Links {
  return { to: (path) => `${origin}${localisedPath(path, lang)}` };
}

function frame(t: Texts, lang: Lang, title: string, paragraphs: string[], middle: string, link: Link): string {
  return `<!doctype html><html lang="${LOCALES[lang]}"><body style="font-family:system-ui,sans-serif;color:#1c1c1c;max-width:560px;margin:0 auto;padding:16px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${middle}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(t.footer)}</p>
</body></html>`;
}

interface Link {
  label: string;
  href: string;
}

function table(t: Texts, lines: EmailLine[], total: { label: string; sen: number }): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(line.name)}</td><td style="padding:4px 8px;text-align:right">${line.quantity}</td><td style="padding:4px 0 4px 8px;text-align:right">${escapeHtml(formatMoney(line.totalSen))}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;width:100%"><thead><tr><th style="text-align:left">${escapeHtml(t.item)}</th><th style="text-align:right">${escapeHtml(t.qty)}</th><th style="text-align:right">${escapeHtml(t.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th colspan="2" style="text-align:left;padding-top:8px">${escapeHtml(total.label)}</th><th style="text-align:right;padding-top:8px">${escapeHtml(formatMoney(total.sen))}</th></tr></tfoot></table>
`;
}

function textLines(lines: EmailLine[]): string {
  return lines.map((line) => `- ${oneLine(line.name)} x ${line.quantity}: ${formatMoney(line.totalSen)}`).join('\n');
}

/** A message of a few lines and a link. */
function notice(t: Texts, lang: Lang, subject: string, lines: string[], link: Link): RenderedEmail {
  return {
    subject,
    text: `${lines.join('\n')}\n\n${link.label}: ${link.href}\n`,
    html: frame(t, lang, subject, lines, '', link),
  };
}

/** An order's lines and total, with a sentence before and a link after: the buyer's confirmation, the merchant's new order. */
function orderEmail(
  t: Texts,
  lang: Lang,
  order: {
    subject: string;
    title: string;
    intro: string;
    lines: EmailLine[];
    total: { label: string; sen: number };
    link: Link;
  },
): RenderedEmail {
  const { intro, lines, total, link } = order;
  return {
    subject: order.subject,
    text: `${intro}\n\n${textLines(lines)}\n\n${total.label}: ${formatMoney(total.sen)}\n\n${link.label}: ${link.href}\n`,
    html: frame(t, lang, order.title, [intro], table(t, lines, total), link),
  };
}

/** A seller's status change, told to the buyer. */
function statusEmail(
  t: Texts,
  lang: Lang,
  payload: Extract<EmailPayload, { kind: 'shipping_update' | 'order_cancelled' }>,
  links: Links,
): RenderedEmail {
  const tracking = links.to(`/orders/${encodeURIComponent(payload.orderId)}/track`);
  const store = oneLine(payload.storeName);
  const says = t.status;
  const message: Record<typeof payload.status, { subject: string; lines: string[]; link: Link }> = {
    processing: {
      subject: says.processingSubject(payload.orderId),
      lines: [says.processing(store)],
      link: { label: t.trackYourOrder, href: tracking },
    },
    shipped: {
      subject: says.shippedSubject(payload.orderId),
      lines: [
        says.shipped(store, payload.carrier ? oneLine(payload.carrier) : null),
        ...(payload.trackingNumber ? [says.trackingNumber(oneLine(payload.trackingNumber))] : []),
      ],
      link: { label: t.trackYourOrder, href: tracking },
    },
    completed: {
      subject: says.completedSubject(payload.orderId),
      lines: [says.completed(store)],
      link: { label: says.rate, href: `${tracking}#order-reviews` },
    },
    cancelled: {
      subject: says.cancelledSubject(payload.orderId, store),
      lines: [says.cancelled(store)],
      link: { label: says.seeOrder, href: tracking },
    },
  };
  const { subject, lines, link } = message[payload.status];
  return notice(t, lang, subject, payload.note ? [...lines, says.note(payload.note)] : lines, link);
}

/** The platform's decision on a seller application, told to the applicant. */
function decisionEmail(
  t: Texts,
  lang: Lang,
  payload: Extract<EmailPayload, { kind: 'application_decision' }>,
  links: Links,
): RenderedEmail {
  const says = t.decision;
  const business = oneLine(payload.businessName);
  if (payload.decision === 'approved') {
    return notice(
      t,
      lang,
      says.approvedSubject(business),
      [says.approved(business), ...(payload.storeId ? [says.yourStore(links.to(`/seller/${payload.storeId}`))] : [])],
      { label: says.openDashboard, href: links.to('/seller-dashboard') },
    );
  }
  return notice(
    t,
    lang,
    says.rejectedSubject(business),
    [says.rejected(business), says.reason(payload.reason), says.applyAgainText],
    { label: says.applyAgain, href: links.to('/merchant-signup') },
  );
}

/** A product an order left with few units or none, told to its merchant. */
function lowStockEmail(
  t: Texts,
  lang: Lang,
  payload: Extract<EmailPayload, { kind: 'low_stock' }>,
  links: Links,
): RenderedEmail {
  const says = t.lowStock;
  const product = oneLine(payload.productName);
  const store = oneLine(payload.storeName);
  const none = payload.left <= 0;
  return notice(
    t,
    lang,
    none ? says.outSubject(product) : says.lowSubject(product, payload.left),
    [none ? says.out(product, store) : says.low(product, store, payload.left)],
    { label: says.update, href: links.to(`/seller/products/${encodeURIComponent(payload.productId)}/edit`) },
  );
}

/** The account's own emails: a reset or verification link, a password changed, an address being changed. */
function accountEmail(
  t: Texts,
  lang: Lang,
  payload: Extract<
    EmailPayload,
    {
      kind:
        | 'password_reset'
        | 'verify_email'
        | 'password_changed'
        | 'email_change_requested'
        | 'second_factor_on'
        | 'second_factor_off'
        | 'account_deleted';
    }
  >,
  links: Links,
): RenderedEmail {
  const says = t.account;
  const name = 'name' in payload ? oneLine(payload.name) : '';
  const reset = { label: says.changedLink, href: links.to('/forgot-password') };
  if (payload.kind === 'password_reset') {
    return notice(
      t,
      lang,
      says.resetSubject,
      [says.reset(name, oneLine(payload.email)), says.resetExpires(payload.minutes)],
      {
        label: says.resetLink,
        href: links.to(`/reset-password?token=${encodeURIComponent(payload.token ?? '')}`),
      },
    );
  }
  if (payload.kind === 'verify_email') {
    return notice(
      t,
      lang,
      says.verifySubject,
      [
        payload.change ? says.verifyChange(name, oneLine(payload.email)) : says.verify(name, oneLine(payload.email)),
        says.verifyExpires(payload.hours),
      ],
      { label: says.verifyLink, href: links.to(`/verify-email?token=${encodeURIComponent(payload.token ?? '')}`) },
    );
  }
  if (payload.kind === 'password_changed') {
    const at = formatDate(payload.at, DATE_TIME_FORMAT, LOCALES[lang]);
    return notice(t, lang, says.changedSubject, [says.changed(name, at), says.changedNotYou], reset);
  }
  if (payload.kind === 'account_deleted') {
    const at = formatDate(payload.at, DATE_TIME_FORMAT, LOCALES[lang]);
    return notice(t, lang, says.deletedSubject, [says.deleted(at), says.deletedNotYou], {
      label: says.deletedLink,
      href: links.to('/'),
    });
  }
  if (payload.kind === 'second_factor_on' || payload.kind === 'second_factor_off') {
    const at = formatDate(payload.at, DATE_TIME_FORMAT, LOCALES[lang]);
    const on = payload.kind === 'second_factor_on';
    const said = on
      ? says.secondFactorOn(name, at)
      : payload.byAdministrator
        ? says.secondFactorReset(name, at)
        : says.secondFactorOff(name, at);
    const subject = on ? says.secondFactorOnSubject : says.secondFactorOffSubject;
    return notice(t, lang, subject, [said, says.secondFactorNotYou], reset);
  }
  return notice(t, lang, says.changeSubject, [says.change(name, oneLine(payload.newEmail)), says.changeNotYou], reset);
}

/**
 * The message an outbox row says, with links on `origin` (https://labuan.market, say), in `lang`: the
 * recipient's saved language.
 */
export function renderEmail(payload: EmailPayload, origin: string, lang: Lang = 'en'): RenderedEmail {
  const t = messages(lang).email;
  const links = linksOn(origin, lang);
  if (payload.kind === 'application_decision') return decisionEmail(t, lang, payload, links);
  if (payload.kind === 'low_stock') return lowStockEmail(t, lang, payload, links);
  if (
    payload.kind === 'password_reset' ||
    payload.kind === 'verify_email' ||
    payload.kind === 'password_changed' ||
    payload.kind === 'email_change_requested' ||
    payload.kind === 'second_factor_on' ||
    payload.kind === 'second_factor_off' ||
    payload.kind === 'account_deleted'
  )
    return accountEmail(t, lang, payload, links);
  if (payload.kind !== 'new_order' && payload.kind !== 'order_confirmation')
    return statusEmail(t, lang, payload, links);
  if (payload.kind === 'order_confirmation') {
    const says = t.orderConfirmation;
    return orderEmail(t, lang, {
      subject: says.subject(payload.orderId),
      title: says.title,
      intro: says.greeting(oneLine(payload.buyerName), payload.orderId),
      lines: payload.lines,
      total: { label: says.total, sen: payload.totalSen },
      link: { label: t.trackYourOrder, href: links.to(`/orders/${encodeURIComponent(payload.orderId)}/track`) },
    });
  }
  const says = t.newOrder;
  const buyer = oneLine(payload.buyerName);
  return orderEmail(t, lang, {
    subject: says.subject(payload.sellerOrderId, buyer),
    title: says.title,
    intro: says.intro(buyer, oneLine(payload.storeName), payload.sellerOrderId),
    lines: payload.lines,
    total: { label: says.subtotal, sen: payload.subtotalSen },
    link: { label: says.open, href: links.to(`/seller/orders/${encodeURIComponent(payload.sellerOrderId)}`) },
  });
}
