// A wire record whose fields are the app's under other names, written once and read both ways: the server
// writes it (`toWire`), the storefront reads it back (`fromWire`), from one table of wire name to app name.

/** The app's fields that may stand for a wire field: those of the same type. */
type SameType<App, T> = {
  [K in keyof App]-?: [App[K]] extends [T] ? ([T] extends [App[K]] ? K : never) : never;
}[keyof App];

/** Each wire field's app field, in the wire's order; every app field is named. */
export type FieldNames<App, Wire> = { [W in keyof Wire]-?: SameType<App, Wire[W]> };

export interface Renaming<App, Wire> {
  toWire(record: App): Wire;
  fromWire(record: Wire): App;
}

/** The two mappings of one table: `renaming<Branch, Sucursal>()({ tercerosucid: 'id', … })`. */
export function renaming<App, Wire>() {
  return <T extends FieldNames<App, Wire>>(
    names: T & ([Exclude<keyof App, T[keyof T]>] extends [never] ? unknown : 'every app field is named'),
  ): Renaming<App, Wire> => {
    const fromWire = Object.entries(names) as [string, string][];
    const toWire = fromWire.map(([wire, app]): [string, string] => [app, wire]);
    return {
      toWire: (record) => rename(record as Record<string, unknown>, toWire) as Wire,
      fromWire: (record) => rename(record as Record<string, unknown>, fromWire) as App,
    };
  };
}

/** `record`'s fields under their new names, in `pairs`' order (from, to). */
function rename(record: Record<string, unknown>, pairs: [string, string][]): Record<string, unknown> {
  return Object.fromEntries(pairs.map(([from, to]) => [to, record[from]]));
}
