/** @jsxRuntime automatic */
/** @jsxImportSource react */
// An order as taken: to the buyer ("order received") and to the distributor (its copy, with the customer).
import { Heading, Section, Text } from '@react-email/components';
import type { MailLabels } from '../labels';
import { fill } from '../labels';
import type { OrderData } from './data';
import { ActionButton, Layout, LineRow, type MessageFrame, styles } from './layout';

export interface Formats {
  money(minor: number): string;
  date(iso: string): string;
}

function Lines(props: { order: OrderData; labels: MailLabels; formats: Formats }) {
  const { order, formats } = props;
  const w = props.labels.print;
  const total = (label: string, amount: number) => (
    <tr>
      <td colSpan={4} style={styles.number}>
        {label}
      </td>
      <td style={styles.number}>{formats.money(amount)}</td>
    </tr>
  );
  return (
    <table
      className="lines"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      role="presentation"
      style={{ borderCollapse: 'collapse' }}
    >
      <thead>
        <LineRow head text={2} cells={[w.code, w.description, w.quantity, w.unitPrice, w.amount]} />
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <LineRow
            key={`${line.code}-${line.note}`}
            text={2}
            cells={[
              line.code,
              <>
                {line.name}
                {line.note ? ` (${line.note})` : ''}
              </>,
              line.quantity,
              formats.money(line.unitPrice),
              formats.money(line.amount),
            ]}
          />
        ))}
        {total(w.subtotal, order.subtotal)}
        {total(w.tax, order.tax)}
        {total(w.total, order.total)}
      </tbody>
    </table>
  );
}

/** The purchase-order number, requested delivery date and delivery method, those given. */
function Details(props: { order: OrderData; labels: MailLabels; formats: Formats }) {
  const w = props.labels.print;
  const d = props.order.details;
  if (!d) return null;
  const facts: [string, string][] = [
    [w.purchaseOrder, d.purchaseOrder],
    [w.deliveryDate, d.deliveryDate ? props.formats.date(d.deliveryDate) : ''],
    [w.deliveryMethod, d.deliveryMethod],
  ];
  return (
    <>
      {facts
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <Text key={label} style={{ margin: '4px 0' }}>
            <strong>{label}:</strong> {value}
          </Text>
        ))}
    </>
  );
}

function Delivery(props: { order: OrderData; labels: MailLabels; withCustomer: boolean; formats: Formats }) {
  const { order, labels } = props;
  const w = labels.print;
  const c = order.customer;
  const d = order.delivery;
  return (
    <Section>
      {props.withCustomer && (
        <Text>
          <strong>{w.customer}:</strong> {c.name}
          {order.guest ? ` — ${labels.orderCopy.guest}` : ''}
          <br />
          {w.nit}: {c.nit} · {w.email}: {c.email}
          {c.phone ? ` · ${w.phone}: ${c.phone}` : ''}
        </Text>
      )}
      <Text>
        <strong>{labels.delivery}:</strong> {[d.branch, d.address, d.city].filter(Boolean).join(', ')}
      </Text>
      <Details order={order} labels={labels} formats={props.formats} />
      {order.note && (
        <Text>
          <strong>{w.notes}:</strong> {order.note}
        </Text>
      )}
    </Section>
  );
}

export function OrderMessage(
  props: MessageFrame & {
    order: OrderData;
    copy: boolean;
    formats: Formats;
    printUrl: string;
    lookupUrl: string;
  },
) {
  const { order, labels, formats } = props;
  const values = { number: order.number, date: formats.date(order.date), customer: order.customer.name };
  const intro = fill(props.copy ? labels.orderCopy.intro : labels.orderReceived.intro, values);
  return (
    <Layout labels={labels} shop={props.shop} preview={intro}>
      <Heading style={styles.heading}>
        {fill(props.copy ? labels.orderCopy.subject : labels.orderReceived.subject, values)}
      </Heading>
      {!props.copy && <Text>{fill(labels.greeting, { name: order.customer.name })}</Text>}
      <Text>{intro}</Text>
      <Lines order={order} labels={labels} formats={formats} />
      <Delivery order={order} labels={labels} withCustomer={props.copy} formats={formats} />
      <ActionButton href={props.printUrl}>{labels.orderReceived.print}</ActionButton>
      {!props.copy && order.guest && (
        <Text style={styles.small}>{fill(labels.orderReceived.lookup, { link: props.lookupUrl })}</Text>
      )}
    </Layout>
  );
}
