import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../lib/currency';
import { useDocumentTitle } from '../../lib/document-title';
import { CartLineRow } from './cart-line-row';
import { CartTotals } from './cart-summary';
import { StockChangesNotice } from './stock-changes-notice';
import { useCartActions, useCartLines, useCartSummary } from './use-cart';

export const CONTINUE_SHOPPING = '/shop-grid-standard';

/** /cart: the lines with their tier prices, quantities and comments, the totals, and the way on. */
export default function CartPage() {
  // (Called before the empty cart's early return: the hooks of a render are always the same.)
  const clear = useClearConfirmation();
  const { t } = useTranslation('cart');
  useDocumentTitle(t('title'));
  const lines = useCartLines();
  const actions = useCartActions();
  const summary = useCartSummary();
  const format = useFormatMoney();

  // The stock notice keeps its place whether lines are left or not (the last one may just have gone).
  return (
    <>
      <StockChangesNotice className="container mt-4" />
      {lines.length === 0 ? (
        <div className="container py-5 text-center" data-testid="cart-empty">
          <h1 className="h3 mb-3">{t('title')}</h1>
          <p className="text-body-secondary mb-4">{t('empty')}</p>
          <Link to={CONTINUE_SHOPPING} className="btn btn-primary">
            {t('continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="container py-4">
          <h1 className="h3 mb-4">
            {t('title')}{' '}
            <span className="text-body-secondary fs-6">({t('units', { count: summary.units })})</span>
          </h1>
          <div className="row g-4">
            <section className="col-lg-8" aria-label={t('linesLabel')}>
              <ul className="list-group mb-3">
                {lines.map((line) => (
                  <CartLineRow key={line.cartItemId} line={line} actions={actions} format={format} />
                ))}
              </ul>
              <div className="d-flex flex-wrap gap-2 justify-content-between">
                <Link to={CONTINUE_SHOPPING} className="btn btn-outline-secondary">
                  {t('continueShopping')}
                </Link>
                {clear.asking ? (
                  <fieldset
                    aria-labelledby="clear-cart-question"
                    className="d-flex flex-wrap gap-2 align-items-center"
                  >
                    <span id="clear-cart-question">{t('clearCartQuestion', { count: lines.length })}</span>
                    <button
                      type="button"
                      className="btn btn-outline-danger"
                      onClick={() => {
                        clear.ask(false);
                        actions.clear();
                      }}
                    >
                      {t('clearCartYes')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-secondary"
                      ref={clear.keepButton}
                      onClick={() => clear.ask(false)}
                    >
                      {t('clearCartNo')}
                    </button>
                  </fieldset>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    ref={clear.clearButton}
                    onClick={() => clear.ask(true)}
                  >
                    {t('clearCart')}
                  </button>
                )}
              </div>
            </section>
            <aside className="col-lg-4">
              <div className="card shadow-sm">
                <div className="card-body">
                  <h2 className="h5 card-title mb-3">{t('summary')}</h2>
                  <CartTotals />
                  <Link to="/checkout" className="btn btn-primary btn-lg w-100 mt-3">
                    {t('checkout')}
                  </Link>
                  <p className="small text-body-secondary mt-2 mb-0">{t('taxNote')}</p>
                </div>
              </div>
            </aside>
          </div>
        </div>
      )}
    </>
  );
}

/**
 * "Clear cart" asks before it empties the cart (nothing else brings the lines back). The question's "Keep the
 * cart" gets focus, the safe answer, and gives it back to "Clear cart": the button that went away had it.
 */
function useClearConfirmation() {
  const [asking, setAsking] = useState(false);
  const answered = useRef(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  // (Before the paint, so that nothing in between announces the page's heading.)
  useLayoutEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (answered.current) clearButton.current?.focus();
  }, [asking]);
  return {
    asking,
    keepButton,
    clearButton,
    ask(value: boolean) {
      answered.current = true;
      setAsking(value);
    },
  };
}
