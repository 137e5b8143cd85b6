/** @jsxRuntime automatic */
/** @jsxImportSource react */
// A single-use link to set a password: a customer's reset, a person's invitation (the staff console's too).
// It carries a token for that one purpose, never a password nor a session.
import { Button, Heading, Section, Text } from '@react-email/components';
import type { MailLabels } from '../labels';
import { fill } from '../labels';
import type { AccountLinkData } from './data';
import { Layout, type Shop, styles } from './layout';

export function AccountLinkMessage(props: {
  purpose: 'invitation' | 'password-reset';
  link: AccountLinkData;
  labels: MailLabels;
  shop: Shop;
  url: string;
  expires: string;
}) {
  const words = props.purpose === 'invitation' ? props.labels.invitation : props.labels.passwordReset;
  const values = { shop: props.shop.name, user: props.link.user, expires: props.expires };
  const intro = fill(words.intro, values);
  return (
    <Layout labels={props.labels} shop={props.shop} preview={intro}>
      <Heading style={styles.heading}>{fill(words.subject, values)}</Heading>
      <Text>{fill(props.labels.greeting, { name: props.link.name })}</Text>
      <Text>{intro}</Text>
      <Section style={{ margin: '16px 0' }}>
        <Button href={props.url} style={styles.button}>
          {words.button}
        </Button>
      </Section>
      <Text style={styles.small}>{props.url}</Text>
      <Text style={styles.small}>{words.ignore}</Text>
    </Layout>
  );
}
