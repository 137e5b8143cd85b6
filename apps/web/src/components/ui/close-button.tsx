/** Bootstrap's ✕ that closes or removes something; `label` says what (it has no words of its own). */
export function CloseButton({
  label,
  onClick,
  className = 'btn-close',
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return <button type="button" className={className} aria-label={label} onClick={onClick} />;
}
