/** @jsxRuntime automatic */
/** @jsxImportSource react */
// A single-use link to set a password: a customer's reset, a person's invitation (the staff console's too).
// It carries a token for that one purpose, never a password nor a session.
import { Heading, Text } from '@react-email/components';
import { fill } from '../labels';
import type { AccountLinkData } from './data';
import { ActionButton, Layout, type MessageFrame, styles } from './layout';

export function AccountLinkMessage(
  props: MessageFrame & {
    purpose: 'invitation' | 'password-reset';
    link: AccountLinkData;
    url: string;
    expires: string;
  },
) {
  const words = props.purpose === 'invitation' ? props.labels.invitation : props.labels.passwordReset;
  const values = { shop: props.shop.name, user: props.link.user, expires: props.expires };
  const intro = fill(words.intro, values);
  return (
    <Layout labels={props.labels} shop={props.shop} preview={intro}>
      <Heading style={styles.heading}>{fill(words.subject, values)}</Heading>
      <Text>{fill(props.labels.greeting, { name: props.link.name })}</Text>
      <Text>{intro}</Text>
      <ActionButton href={props.url}>{words.button}</ActionButton>
      <Text style={styles.small}>{props.url}</Text>
      <Text style={styles.small}>{words.ignore}</Text>
    </Layout>
  );
}
