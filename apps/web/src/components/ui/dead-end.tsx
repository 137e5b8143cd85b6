import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page that leads nowhere (not found, a link that failed): what happened, and the way to the home page. */
export function DeadEnd({
  heading,
  text,
  homeLabel,
  before,
}: {
  heading: string;
  text: string;
  homeLabel: string;
  /** Shown above the heading (the 404's big number). */
  before?: ReactNode;
}) {
  return (
    <div className="container py-5 text-center">
      {before}
      <h1 className="h2">{heading}</h1>
      <p className="text-body-secondary">{text}</p>
      <Link to="/" className="btn btn-primary">
        {homeLabel}
      </Link>
    </div>
  );
}
