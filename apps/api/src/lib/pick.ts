/** The fields `keys` of `record`, in that order (as a copy). */
export function pick<T, K extends keyof T>(record: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<T, K>;
}
