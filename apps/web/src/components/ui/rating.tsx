/** Stars for a 1-5 rating; `label` is read instead of the stars. */
export function Rating({ value, label }: { value: number; label: string }) {
  const full = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="text-warning" role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className="text-body-tertiary">{'★'.repeat(5 - full)}</span>
    </span>
  );
}
