import type { Variation } from '@mostrador/contract';
import { useTranslation } from 'react-i18next';
import { useOptionLabels } from '../../lib/option-labels';
import { useStarted } from '../../lib/use-started';

/** Colour and size of a demo product with variations; disabled until the app has started. */
export function VariationPicker({
  variations,
  color,
  size,
  onChange,
}: {
  variations: Variation[];
  color: string | null;
  size: string | null;
  onChange: (choice: { color: string | null; size: string | null }) => void;
}) {
  const { t } = useTranslation('product');
  const label = useOptionLabels();
  const chosen = variations.find((v) => v.color === color) ?? variations[0];
  const started = useStarted();
  return (
    <div className="d-flex flex-column gap-2">
      <fieldset disabled={!started}>
        <legend className="small fw-semibold mb-1">{t('color')}</legend>
        <div className="d-flex gap-2">
          {variations.map((v) => (
            <button
              key={v.color}
              type="button"
              className="swatch"
              style={{ background: v.color }}
              aria-label={label.color(v.color)}
              title={label.color(v.color)}
              aria-pressed={v.color === chosen?.color}
              onClick={() => onChange({ color: v.color, size: null })}
            />
          ))}
        </div>
      </fieldset>
      {chosen && chosen.size.length > 0 && (
        <fieldset disabled={!started}>
          <legend className="small fw-semibold mb-1">{t('size')}</legend>
          <div className="d-flex gap-2 flex-wrap">
            {chosen.size.map((s) => (
              <button
                key={s.name}
                type="button"
                className={`btn btn-sm ${s.name === size ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={s.name === size}
                disabled={s.stock <= 0}
                onClick={() => onChange({ color: chosen.color, size: s.name })}
              >
                {label.size(s.name)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
