import { useStarted } from '../../lib/use-started';
import { useUniqueId } from '../../lib/use-unique-id';
import { Options } from './options';

/** A small select with a label only screen readers hear (the header's language and currency switchers). */
export function CompactSelect<T extends string>({
  label,
  value,
  options,
  onChoose,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: T; text: string }>;
  onChoose: (value: T) => void;
}) {
  const id = useUniqueId();
  // Choosing needs the app: disabled in the server's HTML until the app has started.
  const started = useStarted();
  return (
    <div className="d-flex align-items-center">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        disabled={!started}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChoose(chosen.value);
        }}
      >
        <Options items={options} value={(o) => o.value} label={(o) => o.text} />
      </select>
    </div>
  );
}
