import { type Minor, multiplyMinor, sumMinor } from './money';
import { type Notice, notice } from './notices';
import { type PricedProduct, priceForQuantity, stockOf } from './pricing';
import { clampToStock } from './stock';

export type CartProduct = PricedProduct & {
  /** Colours and their sizes, each size with its own stock (a line of a size holds at most that). */
  variations?: { color: string; size: { name: string; stock: number }[] }[] | undefined;
};

/** A product in a colour with sizes: a line of it names its size, chosen on the product's page. */
export function choosesSize(product: Pick<CartProduct, 'variations'>): boolean {
  return product.variations?.some((v) => v.size.length > 0) ?? false;
}

/** The product's size `size` in colour `color`, with its own stock; undefined when it has no such size. */
export function namedSize(
  product: Pick<CartProduct, 'variations'>,
  color: string | null | undefined,
  size: string | null | undefined,
): { name: string; stock: number } | undefined {
  return product.variations?.find((v) => v.color === color)?.size.find((s) => s.name === size);
}

/**
 * The product as a line of this colour and size sees it: its stock is the size's own stock when that
 * is lower (a size with 2 in stock takes at most 2, whatever the product's total).
 */
export function variantProduct<P extends Pick<CartProduct, 'stock' | 'variations'>>(
  product: P,
  color: string | null | undefined,
  size: string | null | undefined,
): P {
  const chosen = namedSize(product, color, size);
  if (!chosen) return product;
  const total = stockOf(product);
  const own = Math.max(0, Math.floor(chosen.stock));
  return { ...product, stock: total === null ? own : Math.min(total, own) };
}

export interface CartLine<P extends CartProduct = CartProduct> {
  product: P;
  quantity: number;
  cartItemId: string;
  /** Unit price after the tier rule: always priceForQuantity(product, quantity). */
  priceF: Minor;
  selectedProductColor: string | null;
  selectedProductSize: string | null;
  comment: string;
}

/** New-line actions carry the id the line gets (the caller generates it, so the reducer stays pure). */
export type CartAction<P extends CartProduct = CartProduct> =
  | { type: 'add'; product: P; color?: string | null; size?: string | null; cartItemId: string }
  | {
      type: 'addQuantity';
      product: P;
      quantity: number;
      color?: string | null;
      size?: string | null;
      cartItemId: string;
    }
  | { type: 'decrease'; cartItemId: string }
  | { type: 'delete'; productId: number }
  | { type: 'deleteAll' }
  | {
      type: 'comment';
      product: P;
      comment: string;
      color?: string | null;
      size?: string | null;
      cartItemId: string;
    }
  | { type: 'refreshProducts'; products: readonly P[] };

/** A line whose quantity the product's stock now limits: `quantity` is what is left of it (0: removed). */
export interface StockChange<P extends CartProduct = CartProduct> {
  line: CartLine<P>;
  quantity: number;
}

/**
 * `capped`: the quantity asked for was limited by stock (or the product could not be added at all).
 * `stockChanges` (refreshProducts only): each line the products' stock now lowered or removed.
 */
export interface CartResult<P extends CartProduct = CartProduct> {
  lines: CartLine<P>[];
  notice: Notice | null;
  capped: boolean;
  stockChanges?: StockChange<P>[];
}

type Variant = { color?: string | null | undefined; size?: string | null | undefined };

const lineVariant = (line: CartLine): Variant => ({
  color: line.selectedProductColor,
  size: line.selectedProductSize,
});

function sameLine(line: CartLine, productId: number, v: Variant): boolean {
  return (
    line.product.id === productId &&
    line.selectedProductColor === (v.color ?? null) &&
    line.selectedProductSize === (v.size ?? null)
  );
}

/** `clampToStock` at the stock of this product's colour and size. */
function clampLine(
  product: CartProduct,
  wanted: number,
  v: Variant = {},
): { quantity: number; capped: boolean } {
  return clampToStock(wanted, stockOf(variantProduct(product, v.color, v.size)));
}

function withQuantity<P extends CartProduct>(line: CartLine<P>, product: P, quantity: number): CartLine<P> {
  return { ...line, product, quantity, priceF: priceForQuantity(product, quantity) };
}

/** A caller-made id that is already taken gets a suffix, so cartItemId stays unique. */
function uniqueId(lines: readonly CartLine[], id: string): string {
  const taken = new Set(lines.map((l) => l.cartItemId));
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}-${n}`;
  return candidate;
}

function newLine<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  a: { product: P; cartItemId: string } & Variant,
  quantity: number,
  comment = '',
): CartLine<P> {
  return {
    product: a.product,
    quantity,
    cartItemId: uniqueId(lines, a.cartItemId),
    priceF: priceForQuantity(a.product, quantity),
    selectedProductColor: a.color ?? null,
    selectedProductSize: a.size ?? null,
    comment,
  };
}

const OUT_OF_STOCK = notice('error', 'outOfStock');

/** Puts `quantity` (already clamped) into the product+variant line, creating it when absent. */
function upsert<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  a: { product: P; cartItemId: string } & Variant,
  quantity: number,
): CartLine<P>[] {
  const index = lines.findIndex((l) => sameLine(l, a.product.id, a));
  const existing = lines[index];
  if (!existing) return [...lines, newLine(lines, a, quantity)];
  return lines.map((l, i) => (i === index ? withQuantity(existing, a.product, quantity) : l));
}

/**
 * add (+1, or a new line) and addQuantity (sets the typed quantity). Setting the quantity of a line
 * already in the cart is a change, not an addition: it earns 'Item modificado en el carrito'.
 */
function addTo<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  a: { product: P; cartItemId: string } & Variant,
  wanted: (current: number) => number,
  sets = false,
): CartResult<P> {
  const existing = lines.find((l) => sameLine(l, a.product.id, a));
  const current = existing?.quantity ?? 0;
  const { quantity, capped } = clampLine(a.product, wanted(current), a);
  if (quantity < 1) return { lines: [...lines], notice: OUT_OF_STOCK, capped: true };
  const next = upsert(lines, a, quantity);
  const plain = sets && existing ? notice('warning', 'modified') : notice('success', 'added');
  return { lines: next, notice: capped ? notice('warning', 'stockLimit') : plain, capped };
}

function decrease<P extends CartProduct>(lines: readonly CartLine<P>[], cartItemId: string): CartResult<P> {
  const line = lines.find((l) => l.cartItemId === cartItemId);
  if (!line) return { lines: [...lines], notice: null, capped: false };
  if (line.quantity <= 1) {
    return { lines: lines.filter((l) => l !== line), notice: notice('error', 'removed'), capped: false };
  }
  const { quantity, capped } = clampLine(line.product, line.quantity - 1, lineVariant(line));
  if (quantity < 1) {
    return { lines: lines.filter((l) => l !== line), notice: notice('error', 'removed'), capped: true };
  }
  const next = lines.map((l) => (l === line ? withQuantity(line, line.product, quantity) : l));
  return { lines: next, notice: notice('warning', 'modified'), capped };
}

function remove<P extends CartProduct>(lines: readonly CartLine<P>[], productId: number): CartResult<P> {
  const next = lines.filter((l) => l.product.id !== productId);
  const changed = next.length !== lines.length;
  return { lines: next, notice: changed ? notice('error', 'removed') : null, capped: false };
}

function comment<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  a: { product: P; comment: string; cartItemId: string } & Variant,
): CartResult<P> {
  const existing = lines.find((l) => sameLine(l, a.product.id, a));
  const saved = notice('success', 'commentSaved');
  if (existing) {
    const next = lines.map((l) => (l === existing ? { ...l, comment: a.comment } : l));
    return { lines: next, notice: saved, capped: false };
  }
  if (clampLine(a.product, 1).quantity < 1) return { lines: [...lines], notice: OUT_OF_STOCK, capped: true };
  return { lines: [...lines, newLine(lines, a, 1, a.comment)], notice: saved, capped: false };
}

/**
 * Re-prices lines against a fresh catalogue: each line takes its product's new record, is clamped to the new
 * stock (a product now at stock 0 leaves the cart) and gets priceF again. Lines whose product is not
 * in `products` stay as they are. Notice 'Item modificado en el carrito' only when a quantity changed.
 */
function refresh<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  products: readonly P[],
): CartResult<P> {
  const byId = new Map(products.map((p) => [p.id, p]));
  const stockChanges: StockChange<P>[] = [];
  const next: CartLine<P>[] = [];
  for (const line of lines) {
    const product = byId.get(line.product.id);
    if (!product) {
      next.push(line);
      continue;
    }
    const clamped = clampLine(product, line.quantity, lineVariant(line));
    if (clamped.quantity !== line.quantity) stockChanges.push({ line, quantity: clamped.quantity });
    if (clamped.quantity >= 1) next.push(withQuantity(line, product, clamped.quantity));
  }
  const capped = stockChanges.length > 0;
  return { lines: next, notice: capped ? notice('warning', 'modified') : null, capped, stockChanges };
}

/**
 * The cart's transitions (spec §4). Every line it returns has 1 <= quantity <= stock (when known) and
 * priceF = priceForQuantity(product, quantity). A transition that changes nothing earns no notice.
 */
export function cartReducer<P extends CartProduct>(
  lines: readonly CartLine<P>[],
  action: CartAction<P>,
): CartResult<P> {
  switch (action.type) {
    case 'add':
      return addTo(lines, action, (current) => current + 1);
    case 'addQuantity':
      return addTo(lines, action, () => action.quantity, true);
    case 'decrease':
      return decrease(lines, action.cartItemId);
    case 'delete':
      return remove(lines, action.productId);
    case 'deleteAll':
      return { lines: [], notice: lines.length > 0 ? notice('error', 'removedAll') : null, capped: false };
    case 'comment':
      return comment(lines, action);
    case 'refreshProducts':
      return refresh(lines, action.products);
  }
}

/** Totals use the tier price: subtotal = Σ priceF × quantity. */
export function cartTotals(lines: readonly CartLine[]): { subtotal: Minor; units: number; lines: number } {
  return {
    subtotal: sumMinor(lines.map((l) => multiplyMinor(l.priceF, l.quantity))),
    units: lines.reduce((n, l) => n + l.quantity, 0),
    lines: lines.length,
  };
}
