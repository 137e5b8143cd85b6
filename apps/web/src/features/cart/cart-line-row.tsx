import { type Minor, nextTierNudge, priceForQuantity, stockOf, variantProduct } from '@mostrador/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListedProductName } from '../../components/product/listed-product-name';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { useOptionLabels } from '../../lib/option-labels';
import { useUniqueId } from '../../lib/use-unique-id';
import type { CartItem } from './cart-slice';
import { linePicture } from './line-picture';
import type { useCartActions } from './use-cart';

interface Props {
  line: CartItem;
  actions: ReturnType<typeof useCartActions>;
  format: (amount: Minor, quantity?: number) => string;
}

/** One cart line: picture, name, unit price after the tier rule, quantity, line total, comment. */
export function CartLineRow({ line, actions, format }: Props) {
  const { t } = useTranslation('cart');
  const { product } = line;
  // The chosen size's own stock limits the line (and the tier it can reach).
  const ofSize = variantProduct(product, line.selectedProductColor, line.selectedProductSize);
  const stock = stockOf(ofSize);
  const [capped, setCapped] = useState(false);
  const [comment, setComment] = useState(line.comment);
  const commentId = useUniqueId();
  const variant = useOptionLabels().variant(line.selectedProductColor, line.selectedProductSize);

  return (
    <li className="list-group-item py-3 cart-line" data-testid="cart-line" data-product-id={product.id}>
      <div className="row g-3 align-items-center">
        <div className="col-3 col-md-2">
          <img
            src={linePicture(line)}
            alt=""
            className="img-fluid rounded border bg-light"
            width={96}
            height={96}
            loading="lazy"
          />
        </div>
        <div className="col-9 col-md-4">
          <ListedProductName id={product.id} name={product.name}>
            {t('code')}: {product.code}
            {variant ? ` · ${variant}` : ''}
          </ListedProductName>
          <LinePrice line={line} format={format} />
        </div>
        <div className="col-7 col-md-3">
          <QuantityStepper
            value={line.quantity}
            max={stock}
            label={t('quantityOf', { name: product.name })}
            hideLabel
            decreaseLabel={t('decrease', { name: product.name })}
            increaseLabel={t('increase', { name: product.name })}
            commit="enter"
            small
            onIncrease={() => setCapped(actions.increase(line).capped)}
            onDecrease={() => {
              setCapped(false);
              actions.decrease(line);
            }}
            onSet={(_, { wanted }) => setCapped(actions.setQuantity(line, wanted).capped)}
          />
          {/* Also once the line holds every unit there is: it says why "One more" is greyed out. */}
          {stock !== null && stock > 0 && (capped || line.quantity >= stock) && (
            <div className="small text-warning-emphasis mt-1" role="status" data-testid="capped">
              {t('capped', { count: stock })}
            </div>
          )}
        </div>
        <LineTotal line={line} actions={actions} format={format} />
        <form
          className="col-12"
          onSubmit={(e) => {
            e.preventDefault();
            actions.comment(line, comment.trim());
          }}
        >
          <label htmlFor={commentId} className="form-label small mb-1">
            {t('comment')}
          </label>
          {/* The button goes under the field where both do not fit (a phone), so the hint is never cut. */}
          <div className="d-flex flex-wrap gap-1">
            <input
              id={commentId}
              className="form-control form-control-sm w-auto flex-grow-1"
              size={28}
              maxLength={200}
              value={comment}
              placeholder={t('commentPlaceholder')}
              onChange={(e) => setComment(e.target.value)}
            />
            <button type="submit" className="btn btn-sm btn-outline-primary">
              {t('saveComment')}
            </button>
          </div>
        </form>
      </div>
    </li>
  );
}

/** The line's unit price after the tier rule (the base price struck through when lower), and the next tier's nudge. */
function LinePrice({ line, format }: Omit<Props, 'actions'>) {
  const { t } = useTranslation('cart');
  const ofSize = variantProduct(line.product, line.selectedProductColor, line.selectedProductSize);
  const nudge = nextTierNudge(ofSize, line.quantity);
  const basePrice = priceForQuantity(line.product, 1);
  return (
    <>
      <div className="small mt-1">
        <span className="visually-hidden">{t('unitPrice')}: </span>
        <span data-testid="unit-price">{format(line.priceF)}</span>{' '}
        <span className="text-body-secondary">{t('each')}</span>
        {line.priceF < basePrice && (
          <del className="ms-2 text-body-secondary">
            <span className="visually-hidden">{t('basePrice')}: </span>
            {format(basePrice)}
          </del>
        )}
      </div>
      {nudge && (
        <div className="small text-success mt-1" data-testid="tier-nudge">
          {t('nudge', { count: nudge.moreUnits, price: format(nudge.unitPrice) })}
        </div>
      )}
    </>
  );
}

/** What the line costs, and the button that takes it out of the cart. */
function LineTotal({ line, actions, format }: Props) {
  const { t } = useTranslation('cart');
  return (
    <div className="col-5 col-md-3 text-end">
      <div className="fw-semibold" data-testid="line-total">
        <span className="visually-hidden">{t('lineTotal')}: </span>
        {format(line.priceF, line.quantity)}
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm text-danger px-0"
        onClick={() => actions.remove(line.product.id)}
      >
        {t('remove')}
        <span className="visually-hidden"> {line.product.name}</span>
      </button>
    </div>
  );
}
