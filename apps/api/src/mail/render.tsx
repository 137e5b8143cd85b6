/** @jsxRuntime automatic */
/** @jsxImportSource react */
// A queued message made into what is sent: subject, HTML (react-email's components) and its plain-text part
// (react-email's render of the same tree), in the message's language. Links that need the server's secret (a
// printable page's signature, a password link's token) are made here, so the outbox keeps none of them.
import { erpReportPaths, type ReportLanguage } from '@mostrador/contract';
import { type CurrencySettings, formatMoney, type Minor } from '@mostrador/domain';
import { render } from '@react-email/components';
import type { ReactElement } from 'react';
import { LinkSigner, MAIL_LINK_SECONDS } from '../lib/signed-link';
import { AccountTokens } from './account-tokens';
import { fill, type MailLabels, mailLabels } from './labels';
import { AccountLinkMessage } from './messages/account-link';
import { ApprovalMessage, approvalSubject } from './messages/approval';
import type {
  AccountLinkData,
  ApprovalData,
  MailData,
  MailKind,
  OrderData,
  OrderLookupData,
  OrderStateData,
} from './messages/data';
import type { MessageFrame, Shop } from './messages/layout';
import { type Formats, OrderMessage } from './messages/order';
import { OrderLookupMessage } from './messages/order-lookup';
import { OrderStateMessage, stateWord } from './messages/order-state';

export interface RenderContext {
  secret: string;
  shop: Shop;
  /** BASE_CURRENCY and CURRENCIES: messages are written in the base, as the shop's pages write it. */
  currency: CurrencySettings;
}

export interface QueuedMail {
  kind: MailKind;
  language: ReportLanguage;
  data: Record<string, unknown>;
  /** When it was queued: the printable links run a month from then, on every try alike. */
  created_at: Date;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** BCP 47 (fn is French). */
  htmlLang: string;
}

function formatsFor(labels: MailLabels, { base, offered }: CurrencySettings): Formats {
  const dates = new Intl.DateTimeFormat(labels.print.locale, {
    dateStyle: 'long',
    timeZone: 'America/Bogota',
  });
  return {
    money: (minor) => formatMoney(minor as Minor, base, labels.print.locale, offered),
    // A calendar day (YYYY-MM-DD) is that day in the shop's time zone, not UTC's midnight before it.
    date: (iso) => dates.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso)),
  };
}

/** The printable page of a shop order, signed for its owner for a month from `since`. */
function printUrl(
  ctx: RenderContext,
  origin: string,
  orderId: number,
  owner: number,
  lang: string,
  since: Date,
) {
  const { exp, firma } = new LinkSigner(ctx.secret).sign('pedido', orderId, owner, since, MAIL_LINK_SECONDS);
  const query = new URLSearchParams({ id: String(orderId), lang, exp: String(exp), firma });
  return `${origin}${erpReportPaths.order}?${query}`;
}

type Made = { subject: string; element: ReactElement };

/** An order as taken: to the buyer (order-received), or to ORDERS_EMAIL with the customer (order-copy). */
function orderMail(mail: QueuedMail, ctx: RenderContext, frame: MessageFrame): Made {
  const { labels } = frame;
  const order = mail.data as unknown as OrderData;
  const formats = formatsFor(labels, ctx.currency);
  const copy = mail.kind === 'order-copy';
  const subject = fill(copy ? labels.orderCopy.subject : labels.orderReceived.subject, {
    number: order.number,
    customer: order.customer.name,
  });
  const element = (
    <OrderMessage
      {...frame}
      order={order}
      copy={copy}
      formats={formats}
      printUrl={printUrl(ctx, order.origin, order.orderId, order.owner, mail.language, mail.created_at)}
      lookupUrl={`${order.origin}/order-lookup`}
    />
  );
  return { subject, element };
}

function stateMail(mail: QueuedMail, ctx: RenderContext, frame: MessageFrame): Made {
  const change = mail.data as unknown as OrderStateData;
  return {
    subject: fill(frame.labels.orderState.subject, {
      number: change.number,
      state: stateWord(frame.labels, change.change),
    }),
    element: (
      <OrderStateMessage
        {...frame}
        change={change}
        printUrl={printUrl(ctx, change.origin, change.orderId, change.owner, mail.language, mail.created_at)}
      />
    ),
  };
}

/** A link to set a password: an invitation, or a reset of a password the account has. */
function linkMail(mail: QueuedMail, ctx: RenderContext, frame: MessageFrame): Made {
  const { labels } = frame;
  const link = mail.data as unknown as AccountLinkData;
  const token = new AccountTokens(ctx.secret).tokenOf(link.tokenId);
  // The token in the fragment: a browser never sends it in a request line (no log, no Referer keeps it).
  const url = `${link.origin}${link.path}#${token}`;
  const expires = new Intl.DateTimeFormat(labels.print.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Bogota',
  }).format(new Date(link.expiresAt));
  const purpose = mail.kind === 'invitation' ? 'invitation' : 'password-reset';
  const words = purpose === 'invitation' ? labels.invitation : labels.passwordReset;
  return {
    subject: fill(words.subject, { shop: ctx.shop.name }),
    element: <AccountLinkMessage {...frame} purpose={purpose} link={link} url={url} expires={expires} />,
  };
}

function lookupMail(mail: QueuedMail, ctx: RenderContext, frame: MessageFrame): Made {
  const lookup = mail.data as unknown as OrderLookupData;
  return {
    subject: fill(frame.labels.orderLookup.subject, { shop: ctx.shop.name }),
    element: (
      <OrderLookupMessage
        {...frame}
        lookup={lookup}
        formats={formatsFor(frame.labels, ctx.currency)}
        printUrl={(id) => printUrl(ctx, lookup.origin, id, 0, mail.language, mail.created_at)}
      />
    ),
  };
}

/** The storefront's page of the requests waiting for approval (approvers) and of a buyer's own. */
export const APPROVALS_PAGE = '/approvals';

function approvalMail(mail: QueuedMail, ctx: RenderContext, frame: MessageFrame): Made {
  const data = mail.data as unknown as ApprovalData;
  const formats = formatsFor(frame.labels, ctx.currency);
  return {
    subject: approvalSubject(frame.labels, data, formats.money),
    element: (
      <ApprovalMessage {...frame} data={data} formats={formats} url={`${data.origin}${APPROVALS_PAGE}`} />
    ),
  };
}

/** Each kind's subject and message, given what every message is given (its words and the shop). */
const makers: { [K in MailKind]: (mail: QueuedMail, ctx: RenderContext, frame: MessageFrame) => Made } = {
  'order-received': orderMail,
  'order-copy': orderMail,
  'order-state': stateMail,
  invitation: linkMail,
  'password-reset': linkMail,
  'order-lookup': lookupMail,
  approval: approvalMail,
};

/** The plain-text part writes the tables of lines (class `lines`) in columns, a row a line, not run together. */
const TEXT_TABLES = {
  selectors: [
    {
      selector: 'table.lines',
      format: 'dataTable',
      options: { uppercaseHeaderCells: false, maxColumnWidth: 60, colSpacing: 2 },
    },
  ],
};

/** A queued message's subject alone (the console's list): its words and data, nothing rendered. */
export function mailSubject(mail: QueuedMail, ctx: RenderContext): string {
  return makers[mail.kind](mail, ctx, { labels: mailLabels(mail.language), shop: ctx.shop }).subject;
}

export async function renderMail(mail: QueuedMail, ctx: RenderContext): Promise<RenderedMail> {
  const labels = mailLabels(mail.language);
  const made = makers[mail.kind](mail, ctx, { labels, shop: ctx.shop });
  return {
    subject: made.subject,
    html: await render(made.element),
    text: await render(made.element, { plainText: true, htmlToTextOptions: TEXT_TABLES }),
    htmlLang: labels.print.htmlLang,
  };
}

export type { MailData };
