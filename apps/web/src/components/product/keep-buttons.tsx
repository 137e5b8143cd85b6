import type { Product } from '../../lib/api';
import { useProductActions } from '../../lib/product-actions';
import { CompareIcon, HeartIcon } from '../ui/icons';

/** The lists a shopper keeps products on in this browser. */
type KeptList = 'wishlist' | 'compare';

const ICONS = { wishlist: HeartIcon, compare: CompareIcon };

/**
 * The buttons that put `product` on the wishlist and on the compare list, each pressed while the product is
 * on its list (disabled until the app has started). `labels`: each button's words, shown after its icon, or
 * with `iconOnly` its accessible name beside the icon alone.
 */
export function KeepButtons({
  product,
  className,
  labels,
  iconOnly = false,
}: {
  product: Product;
  className: string;
  labels: Record<KeptList, string>;
  iconOnly?: boolean;
}) {
  const actions = useProductActions();
  const kept = (list: KeptList) =>
    (list === 'wishlist' ? actions?.inWishlist(product.id) : actions?.inCompare(product.id)) ?? false;
  const keep = (list: KeptList) =>
    list === 'wishlist' ? actions?.addToWishlist(product) : actions?.addToCompare(product);
  return (
    <>
      {(['wishlist', 'compare'] as const).map((list) => {
        const Icon = ICONS[list];
        return (
          <button
            key={list}
            type="button"
            className={className}
            aria-label={iconOnly ? labels[list] : undefined}
            aria-pressed={kept(list)}
            disabled={!actions}
            onClick={() => keep(list)}
          >
            <Icon {...(iconOnly ? {} : { className: 'shop-icon me-1' })} />
            {!iconOnly && labels[list]}
          </button>
        );
      })}
    </>
  );
}
