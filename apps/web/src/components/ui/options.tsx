import type { ReactNode } from 'react';

/**
 * A select's options, one an item: its value `value(item)` (the item itself unless said otherwise), its text
 * `label(item)`.
 */
export function Options<I>({
  items,
  value = String,
  label,
}: {
  items: readonly I[];
  value?: (item: I) => string | number;
  label: (item: I) => ReactNode;
}) {
  return items.map((item) => {
    const v = value(item);
    return (
      <option key={v} value={v}>
        {label(item)}
      </option>
    );
  });
}
