/** What shows while a page loads. */
export function Preloader({ label }: { label: string }) {
  return (
    <div className="preloader" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
