import { useStarted } from '../../lib/use-started';

/** A failed load: the message and a button that tries again (disabled until the app has started). */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const started = useStarted();
  return (
    <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" disabled={!started} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
