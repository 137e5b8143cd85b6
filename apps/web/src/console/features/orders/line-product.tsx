import type { OrderDetail } from '@mostrador/contract/console';

type Line = OrderDetail['items'][number];

/** A line's key in the order (a product in two colours or sizes is two lines). */
export const lineKey = (l: Line) => `${l.productId}-${l.color}-${l.size}`;

/** A line's product name, with its colour and size when it has them. */
export function LineProduct({ line }: { line: Line }) {
  return (
    <>
      {line.name}
      {line.color ? ` · ${line.color} ${line.size}` : ''}
    </>
  );
}
