/**
 * A value built when it is first used: `deferred(() => zod.object({…}))` stands for the schema and builds it
 * the first time anything reads it (a parse, `.shape`, `zod.pick`, `instanceof`), once.
 *
 * Why: zod builds a schema, and every field's schema inside it, when the line defining it runs. The
 * storefront's first load evaluated some 300 of those calls before it could start, about 40% of its app
 * file's evaluation; most of those schemas are not read on that load at all (a server-rendered page comes
 * with its data). Deferred, each is built by the first parse that needs it (decision 0030).
 *
 * Calls are free of side effects (the annotation below), so a bundle leaves out the schemas it never reads.
 * A deferred schema is a proxy: compare schemas by what they parse, never by identity.
 */
/*#__NO_SIDE_EFFECTS__*/
export function deferred<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    set: (_, key, v) => Reflect.set(value(), key, v),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // A proxy may not report a property its (empty) target lacks as non-configurable.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      if (descriptor) descriptor.configurable = true;
      return descriptor;
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
