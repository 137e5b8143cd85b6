import { activeTierIndex, isOpenTier, tierTable } from '@mostrador/domain';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../lib/api';
import { useFormatMoney } from '../../lib/currency';

/** The volume tiers with the unit price of each; the tier of the chosen quantity is marked. */
export function TierTable({ product, quantity }: { product: Product; quantity: number }) {
  const { t } = useTranslation('product');
  const money = useFormatMoney();
  const rows = tierTable(product);
  if (rows.length === 0) return null;
  const active = activeTierIndex(product, quantity);
  return (
    <table className="table table-sm tier-table align-middle mb-0">
      <caption className="caption-top fw-semibold text-body">{t('tiers.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tiers.quantity')}</th>
          <th scope="col" className="text-end">
            {t('tiers.unitPrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => {
          const isActive = index === active;
          return (
            <tr
              key={`${row.tier.from}-${row.tier.to}`}
              className={isActive ? 'active-tier' : undefined}
              aria-current={isActive ? 'true' : undefined}
              data-testid="tier-row"
            >
              <td>
                {t(isOpenTier(row.tier) ? 'tiers.rangeOpen' : 'tiers.range', {
                  from: row.tier.from,
                  to: row.tier.to,
                })}
                {isActive && <span className="badge text-bg-success ms-2">{t('tiers.yours')}</span>}
              </td>
              <td className="text-end">{money(row.unitPrice)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
