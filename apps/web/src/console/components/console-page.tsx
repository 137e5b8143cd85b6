import type { ReactNode } from 'react';

/** A page of the console: its heading (`title`), then the page (`children`). */
export function ConsolePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h1 className="h3">{title}</h1>
      {children}
    </section>
  );
}
