/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The frame of every message: table-based layout and inline styles from react-email's components, which
// render in the common mail clients (Outlook's Word engine included); the distributor's details at the foot.
import { Body, Button, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailLabels } from '../labels';
import { fill } from '../labels';

export interface Shop {
  name: string;
  address: string;
  city: string;
  phone: string;
  email: string;
}

export const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#18181b' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '640px' },
  heading: { fontSize: '20px', margin: '0 0 16px' },
  small: { fontSize: '12px', color: '#52525b' },
  cell: { padding: '4px 6px', fontSize: '13px', borderBottom: '1px solid #e4e4e7' },
  number: {
    padding: '4px 6px',
    fontSize: '13px',
    borderBottom: '1px solid #e4e4e7',
    textAlign: 'right' as const,
  },
  button: {
    backgroundColor: '#1d4ed8',
    color: '#ffffff',
    padding: '10px 18px',
    borderRadius: '4px',
    textDecoration: 'none',
    fontSize: '14px',
  },
};

/** The message's button to the page it is about. */
export function ActionButton(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={props.href} style={styles.button}>
        {props.children}
      </Button>
    </Section>
  );
}

/**
 * A row of a table of lines: its first `text` cells are words (a code, a name), the others numbers, right-aligned;
 * `head`: the table's head (th cells).
 */
export function LineRow(props: { cells: ReactNode[]; text: number; head?: boolean }) {
  const Cell = props.head ? 'th' : 'td';
  return (
    <tr>
      {props.cells.map((cell, i) => (
        <Cell key={i} style={i < props.text ? styles.cell : styles.number}>
          {cell}
        </Cell>
      ))}
    </tr>
  );
}

/** What every message is given: its words, in the recipient's language, and the shop that sends it. */
export interface MessageFrame {
  labels: MailLabels;
  shop: Shop;
}

export function Layout(props: MessageFrame & { preview: string; children: ReactNode }) {
  const { labels, shop } = props;
  return (
    <Html lang={labels.print.htmlLang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={{ fontSize: '16px', fontWeight: 'bold', margin: '0 0 16px' }}>{shop.name}</Text>
          {props.children}
          <Hr />
          <Section>
            <Text style={styles.small}>{fill(labels.automatic, { shop: shop.name, email: shop.email })}</Text>
            <Text style={styles.small}>{[shop.name, shop.address, shop.city, shop.phone].join(' · ')}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
