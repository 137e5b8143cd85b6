/** @jsxRuntime automatic */
/** @jsxImportSource react */
// An order of a buyer that waits for approval: to the approvers when it is held, to the buyer when it is
// approved (the order placed, with the prices that changed) or rejected (with the reason).
import { Heading, Section, Text } from '@react-email/components';
import type { MailLabels } from '../labels';
import { fill } from '../labels';
import type { ApprovalData } from './data';
import { ActionButton, Layout, LineRow, type MessageFrame, styles } from './layout';
import type { Formats } from './order';

/** The subject of each event. */
export function approvalSubject(labels: MailLabels, data: ApprovalData, money: Formats['money']): string {
  const words = labels.approval;
  const values = { buyer: data.buyer, number: data.number, total: money(data.total) };
  if (data.event === 'waiting') return fill(words.waitingSubject, values);
  if (data.event === 'approved') return fill(words.approvedSubject, values);
  return fill(words.rejectedSubject, values);
}

function Changes(props: { data: ApprovalData; labels: MailLabels; money: Formats['money'] }) {
  const words = props.labels.approval;
  if (props.data.changes.length === 0) return <Text>{words.unchanged}</Text>;
  return (
    <Section>
      <Text>
        <strong>{words.changes}</strong>
      </Text>
      <table width="100%" cellPadding={0} cellSpacing={0} role="presentation">
        <thead>
          <LineRow head text={1} cells={[props.labels.print.description, words.before, words.after]} />
        </thead>
        <tbody>
          {props.data.changes.map((c) => (
            <LineRow key={c.name} text={1} cells={[c.name, props.money(c.before), props.money(c.after)]} />
          ))}
        </tbody>
      </table>
    </Section>
  );
}

export function ApprovalMessage(
  props: MessageFrame & {
    data: ApprovalData;
    formats: Formats;
    url: string;
  },
) {
  const { data, labels } = props;
  const words = labels.approval;
  const money = props.formats.money;
  const values = { buyer: data.buyer, number: data.number, total: money(data.total) };
  const what = fill(words[data.event], values);
  return (
    <Layout labels={labels} shop={props.shop} preview={what}>
      <Heading style={styles.heading}>{approvalSubject(labels, data, money)}</Heading>
      <Text>{fill(labels.greeting, { name: data.name })}</Text>
      <Text>{what}</Text>
      {data.event === 'waiting' && (
        <Text>{data.heldFor === 'order' ? words.orderLimit : words.monthLimit}</Text>
      )}
      {data.event === 'waiting' && <Text style={styles.small}>{words.stock}</Text>}
      {data.event === 'approved' && <Changes data={data} labels={labels} money={money} />}
      {data.event === 'rejected' && (
        <Text>
          <strong>{words.reason}:</strong> {data.reason}
        </Text>
      )}
      <ActionButton href={props.url}>{words.open}</ActionButton>
    </Layout>
  );
}
