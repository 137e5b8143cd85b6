import { Link } from 'react-router';

/**
 * A blog post's card (the blog, the home page's teaser): its date and title, its excerpt and a colour band when
 * given, and a "read more" link that covers the card. `level` is the title's heading; `className` the article's.
 */
export function PostCard({
  className,
  level: Heading,
  date,
  title,
  excerpt,
  color,
  readMore,
}: {
  className: string;
  level: 'h2' | 'h3';
  date: string;
  title: string;
  excerpt?: string;
  color?: string;
  readMore: string;
}) {
  return (
    <article className={className}>
      <div className="card h-100">
        {color && (
          <div className="rounded-top" style={{ background: color, height: '9rem' }} aria-hidden="true" />
        )}
        <div className="card-body">
          <p className="small text-body-secondary mb-1">{date}</p>
          <Heading className="h5 card-title">{title}</Heading>
          {excerpt && <p className="card-text">{excerpt}</p>}
          <Link to="/blog-details-standard" className="stretched-link">
            {readMore}
            <span className="visually-hidden">: {title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
