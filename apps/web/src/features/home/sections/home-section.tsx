import type { ReactNode } from 'react';

/** A section of the home page named by its heading (`id` names both), its content in a row of columns. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {title}
      </h2>
      <div className="row g-3">{children}</div>
    </section>
  );
}
