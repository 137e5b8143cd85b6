/** @jsxRuntime automatic */
/** @jsxImportSource react */
// A guest's orders, sent to the e-mail they were placed with: each a link to its printable copy.
import { Heading, Link, Text } from '@react-email/components';
import { fill } from '../labels';
import type { OrderLookupData } from './data';
import { Layout, type MessageFrame, styles } from './layout';
import type { Formats } from './order';

export function OrderLookupMessage(
  props: MessageFrame & {
    lookup: OrderLookupData;
    formats: Formats;
    printUrl(orderId: number): string;
  },
) {
  const words = props.labels.orderLookup;
  const { formats } = props;
  return (
    <Layout labels={props.labels} shop={props.shop} preview={words.intro}>
      <Heading style={styles.heading}>{fill(words.subject, { shop: props.shop.name })}</Heading>
      <Text>{props.lookup.orders.length > 0 ? words.intro : words.none}</Text>
      {props.lookup.orders.map((order) => (
        <Text key={order.orderId}>
          <Link href={props.printUrl(order.orderId)}>
            {fill(words.order, {
              number: order.number,
              date: formats.date(order.date),
              total: formats.money(order.total),
            })}
          </Link>
        </Text>
      ))}
    </Layout>
  );
}
