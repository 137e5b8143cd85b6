import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeptListPage } from '../../components/product/kept-list-page';
import { ListedProductName } from '../../components/product/listed-product-name';
import { SavedProductButtons } from '../../components/product/saved-product-buttons';
import { useFormatMoney } from '../../lib/currency';
import { useFreshProduct } from '../../lib/kept-products';
import { type WishlistItem, type WishlistProduct, wishlist } from './wishlist-slice';

export interface WishlistPageProps {
  /** Puts the product in the cart (the app wires the cart feature in). */
  onAddToCart?: (product: WishlistProduct) => void;
}

function WishlistRow({ item, onAddToCart }: { item: WishlistItem } & WishlistPageProps) {
  const { t } = useTranslation('wishlist');
  const format = useFormatMoney();
  const actions = wishlist.useActions();
  const product = useFreshProduct(item);
  const inStock = (product.stock ?? 0) > 0;
  return (
    <li className="list-group-item py-3" data-testid="wishlist-item" data-product-id={item.id}>
      <div className="row g-3 align-items-center">
        <div className="col-3 col-md-auto">
          <img src={product.image} alt="" width={96} height={96} className="img-fluid rounded border" />
        </div>
        <div className="col-9 col-md">
          <ListedProductName id={item.id} name={product.name}>
            {t('code')}: {product.code}
          </ListedProductName>
          <div className={`small ${inStock ? 'text-success' : 'text-danger'}`}>
            {inStock ? t('inStock', { count: product.stock ?? 0 }) : t('outOfStock')}
          </div>
        </div>
        <div className="col-5 col-md-2 fw-semibold text-md-end">{format(product.price)}</div>
        <div className="col-7 col-md-3 d-flex flex-wrap gap-2 justify-content-end">
          <SavedProductButtons
            product={product}
            addLabel={t('addToCart')}
            removeLabel={t('remove')}
            onAddToCart={onAddToCart}
            onRemove={() => actions.remove(item.id)}
          />
        </div>
      </div>
    </li>
  );
}

/** /wishlist: the saved products at today's price, with add to cart, delete and delete all. */
export default function WishlistPage({ onAddToCart }: WishlistPageProps) {
  const { t } = useTranslation('wishlist');
  const items = wishlist.useItems();
  const actions = wishlist.useActions();
  return (
    <KeptListPage ns="wishlist" count={items.length}>
      <ul className="list-group mb-3">
        {items.map((item) => (
          <WishlistRow key={item.id} item={item} {...(onAddToCart ? { onAddToCart } : {})} />
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <Link to="/shop-grid-standard" className="btn btn-outline-secondary">
          {t('continueShopping')}
        </Link>
        <button type="button" className="btn btn-outline-danger" onClick={() => actions.clear()}>
          {t('clear')}
        </button>
      </div>
    </KeptListPage>
  );
}
