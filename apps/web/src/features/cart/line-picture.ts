import type { CartItem } from './cart-slice';

/** The picture of a cart line: its colour's own picture when the product has one, else the product's first. */
export function linePicture(line: CartItem): string {
  return (
    line.product.variations?.find((v) => v.color === line.selectedProductColor)?.image ?? line.product.image
  );
}
