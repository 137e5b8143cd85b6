import type { ReactNode } from 'react';

/** What a page says after an action: good news or a problem, in the alert of its tone. */
export interface PageMessage {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * The page's last message, in a region a screen reader reads out when it changes (the region is always
 * there, so the first message is read too). `after`: what follows the words (a link on).
 */
export function LiveMessage({
  message,
  testId,
  after,
}: {
  message: PageMessage | null;
  testId: string;
  after?: ReactNode;
}) {
  return (
    <div aria-live="polite">
      {message && (
        <p className={`alert alert-${message.tone} py-2`} data-testid={testId}>
          {message.text}
          {after && <> {after}</>}
        </p>
      )}
    </div>
  );
}
