/**
 * A line's product and quantity in the server's words, with the shop's own colour and size keys for a product in
 * sizes (the server checks a size's own stock with them): a saved list's line, or an order's.
 */
export function wireLine(l: {
  productId: number;
  quantity: number;
  color?: string | null | undefined;
  size?: string | null | undefined;
}) {
  return {
    Productoid: l.productId,
    Cantidad: l.quantity,
    ...(l.color && l.size ? { Color: l.color, Talla: l.size } : {}),
  };
}
