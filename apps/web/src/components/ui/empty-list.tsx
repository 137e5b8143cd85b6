import { Link } from 'react-router';

/** What an empty list (wishlist, compare) says, with the way back to the shop. */
export function EmptyList({ testId, text, linkLabel }: { testId: string; text: string; linkLabel: string }) {
  return (
    <div className="text-center py-5" data-testid={testId}>
      <p className="text-body-secondary">{text}</p>
      <Link to="/shop-grid-standard" className="btn btn-primary">
        {linkLabel}
      </Link>
    </div>
  );
}
