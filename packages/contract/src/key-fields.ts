/**
 * One field per key of a list the domain names, each its own `field()` schema, in the list's order: the wire's
 * column of each price level (`Precio1` … `Precio5`), of each aging bucket. Spread into a record's shape.
 */
// @__NO_SIDE_EFFECTS__
export function fieldPerKey<const K extends string, S>(keys: readonly K[], field: () => S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, field()])) as Record<K, S>;
}
