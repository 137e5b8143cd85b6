// A wire record whose fields are the app's under other names, written once and read both ways: the server
// writes it (`toWire`), the storefront reads it back (`fromWire`), from one table of wire name to app name.
// A field whose value changes too (money in minor units in the app, major on the wire) names its codec.

/** How one field's value is written and read. */
export interface Codec<App, Wire> {
  toWire(value: App): Wire;
  fromWire(value: Wire): App;
}

/** The app's fields that may stand for a wire field of type `T`: one of the same type, or one with a codec. */
type FieldName<App, T> = {
  [K in keyof App]-?: [App[K]] extends [T]
    ? [T] extends [App[K]]
      ? K
      : readonly [K, Codec<App[K], T>]
    : readonly [K, Codec<App[K], T>];
}[keyof App];

/** Each wire field's app field, in the wire's order. */
export type FieldNames<App, Wire> = { [W in keyof Wire]-?: FieldName<App, Wire[W]> };

type Named<V> = V extends readonly [infer K, unknown] ? K : V;

export interface Renaming<App, Wire> {
  toWire(record: App): Wire;
  fromWire(record: Wire): App;
}

/**
 * The two mappings of one table, which names every app field: `renaming<Branch, Sucursal>()({ tercerosucid: 'id',
 * … })`. Two calls, because TypeScript infers no type argument when some are given: the first fixes the two
 * record types, the second infers the table. A table that leaves an app field unnamed does not compile (its
 * type turns into the message 'every app field is named'); nor does one naming an app field of another type
 * without a codec (field-names.test.ts).
 */
export function renaming<App, Wire>() {
  return <T extends FieldNames<App, Wire>>(
    names: T &
      ([Exclude<keyof App, Named<T[keyof T]>>] extends [never] ? unknown : 'every app field is named'),
  ): Renaming<App, Wire> => {
    const fields = Object.entries(names as Record<string, string | [string, Codec<unknown, unknown>]>).map(
      ([wire, name]) =>
        typeof name === 'string' ? { wire, app: name, codec: same } : { wire, app: name[0], codec: name[1] },
    );
    return {
      toWire: (record) =>
        Object.fromEntries(
          fields.map((f) => [f.wire, f.codec.toWire((record as Record<string, unknown>)[f.app])]),
        ) as Wire,
      fromWire: (record) =>
        Object.fromEntries(
          fields.map((f) => [f.app, f.codec.fromWire((record as Record<string, unknown>)[f.wire])]),
        ) as App,
    };
  };
}

const same: Codec<unknown, unknown> = { toWire: (value) => value, fromWire: (value) => value };
