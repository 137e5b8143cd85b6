import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A product in a list (a cart line, a wishlist row): its name, a link to its page, over a small line of `children` (its code…). */
export function ListedProductName({ id, name, children }: { id: number; name: string; children: ReactNode }) {
  return (
    <>
      <Link to={`/product/${id}`} className="fw-semibold text-body text-decoration-none">
        {name}
      </Link>
      <div className="small text-body-secondary">{children}</div>
    </>
  );
}
