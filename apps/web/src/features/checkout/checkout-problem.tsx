import { useTranslation } from 'react-i18next';
import { noticeText } from '../../lib/notify';
import { useOptionLabels } from '../../lib/option-labels';
import type { Problem } from './use-checkout';

/** Why the order was not placed: no answer (send again), lines short of stock, or the server's refusal. */
export function ProblemBox({
  problem,
  nameOf,
}: {
  problem: NonNullable<Problem>;
  nameOf: (id: number) => string;
}) {
  const { t } = useTranslation('checkout');
  const options = useOptionLabels();
  if (problem.kind === 'network') {
    return (
      <div className="alert alert-warning mt-3 mb-0" role="alert" data-testid="checkout-network">
        <strong>{t('network')}</strong>
        <div className="small">{t('networkHint')}</div>
      </div>
    );
  }
  if (problem.kind === 'stock') {
    return (
      <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-stock">
        <strong>{t('stockTitle')}</strong>
        <ul className="mb-0 small">
          {problem.short.map((s) => {
            // A size short of its own stock is named with its colour and size, as the cart line is.
            const variant = options.variant(s.color, s.size);
            const name = variant ? `${nameOf(s.productId)} (${variant})` : nameOf(s.productId);
            return (
              <li key={`${s.productId}-${s.color ?? ''}-${s.size ?? ''}`}>
                {t('stockLine', { name, asked: s.requested, available: s.available })}
              </li>
            );
          })}
        </ul>
        <div className="small mt-1">{t('stockHint')}</div>
      </div>
    );
  }
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert" data-testid="checkout-refused">
      <strong>{t('refused')}</strong>
      {problem.msj && <div className="small">{noticeText(problem.msj)}</div>}
    </div>
  );
}
