import type { ReactNode } from 'react';

/** The frame of the password pages: a heading above a narrow card, as the login page has. */
export function PasswordCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-sm-10 col-md-7 col-lg-5">
          <h1 className="h3 mb-4 text-center">{heading}</h1>
          <div className="card shadow-sm">
            <div className="card-body p-4">{children}</div>
          </div>
        </div>
      </div>
    </div>
  );
}
