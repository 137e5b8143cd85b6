/** A failed load: the message and a button that tries again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="alert alert-danger d-flex justify-content-between align-items-center" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
