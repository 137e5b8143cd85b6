// A console list's query (products, customers, orders): what the staff did not choose takes the list's
// defaults.

type Direction = 'asc' | 'desc';
interface ListQuery {
  sort?: string | undefined;
  dir?: Direction | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** `query` sorted by `sort` in `dir` unless it says otherwise; page 1 of 25 rows unless it says otherwise. */
export function withListDefaults<Q extends ListQuery>(
  query: Q,
  sort: NonNullable<Q['sort']>,
  dir: Direction,
): Omit<Q, keyof ListQuery> & {
  sort: NonNullable<Q['sort']>;
  dir: Direction;
  page: number;
  pageSize: number;
} {
  return {
    ...query,
    sort: query.sort ?? sort,
    dir: query.dir ?? dir,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 25,
  };
}
