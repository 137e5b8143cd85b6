import type { ReactNode } from 'react';

/**
 * A Bootstrap alert: a problem (`danger`, `warning`) is announced at once (`role="alert"`), news (`success`,
 * `info`) politely (`role="status"`); `className` adds to its classes (a margin).
 */
export function Alert({
  tone,
  className,
  children,
}: {
  tone: 'danger' | 'warning' | 'success' | 'info';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`alert alert-${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
