/** @jsxRuntime automatic */
/** @jsxImportSource react */
// An order's state changed: approved, dispatched, cancelled (with the reason), or refused by the ERP (with the
// lines it was short of, or, when it refused for another reason, the ERP's own words).
import { Heading, Section, Text } from '@react-email/components';
import type { MailLabels } from '../labels';
import { fill } from '../labels';
import type { OrderChange, OrderStateData } from './data';
import { ActionButton, Layout, LineRow, type MessageFrame, styles } from './layout';

/** The state's own word (account.json's, as the customer's order list shows it). */
export function stateWord(labels: MailLabels, change: OrderChange): string {
  if (change === 'approved') return labels.states.aprobado;
  if (change === 'dispatched') return labels.states.despachado;
  return labels.states.anulado;
}

export function OrderStateMessage(
  props: MessageFrame & {
    change: OrderStateData;
    printUrl: string;
  },
) {
  const { change, labels } = props;
  const s = labels.orderState;
  const refusedOther = change.change === 'refused' && change.shortLines.length === 0;
  const what = fill(s[refusedOther ? 'refusedOther' : change.change], { number: change.number });
  return (
    <Layout labels={labels} shop={props.shop} preview={what}>
      <Heading style={styles.heading}>
        {fill(s.subject, { number: change.number, state: stateWord(labels, change.change) })}
      </Heading>
      <Text>{fill(labels.greeting, { name: change.name })}</Text>
      <Text>{what}</Text>
      {change.reason && (
        <Text>
          <strong>{s.reason}:</strong> {change.reason}
        </Text>
      )}
      {change.shortLines.length > 0 && (
        <Section>
          <Text>
            <strong>{s.shortLines}</strong>
          </Text>
          <table className="lines" width="100%" cellPadding={0} cellSpacing={0} role="presentation">
            <thead>
              <LineRow
                head
                text={2}
                cells={[labels.print.code, labels.print.description, s.requested, s.available]}
              />
            </thead>
            <tbody>
              {change.shortLines.map((line) => (
                <LineRow
                  key={line.code}
                  text={2}
                  cells={[line.code, line.name, line.requested, line.available]}
                />
              ))}
            </tbody>
          </table>
        </Section>
      )}
      <ActionButton href={props.printUrl}>{s.open}</ActionButton>
    </Layout>
  );
}
