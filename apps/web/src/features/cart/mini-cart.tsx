import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseButton } from '../../components/ui/close-button';
import { useFormatMoney } from '../../lib/currency';
import { CartTotals } from './cart-summary';
import { linePicture } from './line-picture';
import { useRepriceCartOnOpen } from './reprice-cart';
import { useCartActions, useCartLines } from './use-cart';

/** The header's mini-cart: the lines, the totals, and links to the cart and the checkout. */
export function MiniCart({ onNavigate }: { onNavigate?: () => void }) {
  useRepriceCartOnOpen();
  const { t } = useTranslation('cart');
  const lines = useCartLines();
  const actions = useCartActions();
  const format = useFormatMoney();
  if (lines.length === 0) {
    return (
      <div className="p-3 text-center small text-body-secondary" data-testid="mini-cart">
        {t('empty')}
      </div>
    );
  }
  return (
    <div className="p-3 mini-cart" data-testid="mini-cart" style={{ minWidth: 300 }}>
      <ul className="list-unstyled mb-3" style={{ maxHeight: 280, overflowY: 'auto' }}>
        {lines.map((line) => (
          <li key={line.cartItemId} className="d-flex gap-2 align-items-start py-2 border-bottom">
            <img src={linePicture(line)} alt="" width={48} height={48} className="rounded border" />
            <div className="flex-grow-1 small">
              <Link
                to={`/product/${line.product.id}`}
                className="text-body text-decoration-none d-block"
                onClick={onNavigate}
              >
                {line.product.name}
              </Link>
              <span className="text-body-secondary">
                {line.quantity} × {format(line.priceF)} = {format(line.priceF, line.quantity)}
              </span>
            </div>
            <CloseButton
              className="btn-close btn-sm"
              label={`${t('remove')} ${line.product.name}`}
              onClick={() => actions.remove(line.product.id)}
            />
          </li>
        ))}
      </ul>
      <CartTotals />
      <div className="d-grid gap-2 mt-3">
        <Link to="/cart" className="btn btn-outline-primary btn-sm" onClick={onNavigate}>
          {t('viewCart')}
        </Link>
        <Link to="/checkout" className="btn btn-primary btn-sm" onClick={onNavigate}>
          {t('checkout')}
        </Link>
      </div>
    </div>
  );
}
