import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/form-field';
import { useCheckoutSucursalesQuery, useCheckoutTerceroQuery } from './checkout-api';

interface Props {
  terceroid: number;
  branch: number | null;
  onBranch: (tercerosucid: number) => void;
}

/** A logged-in customer's data (read-only) and the branch the order goes to (which fills the address). */
export function CustomerFields({ terceroid, branch, onBranch }: Props) {
  const { t } = useTranslation('checkout');
  const tercero = useCheckoutTerceroQuery(terceroid);
  const sucursales = useCheckoutSucursalesQuery(terceroid);
  const list = sucursales.data ?? [];
  const chosen = list.find((s) => s.tercerosucid === branch);

  // A branch that is not the customer's (or none) becomes the first of the list.
  useEffect(() => {
    const first = list[0];
    if (first && !list.some((s) => s.tercerosucid === branch)) onBranch(first.tercerosucid);
  }, [list, branch, onBranch]);

  const data = tercero.data;
  const readOnly: Array<[string, string, string]> = [
    ['nitDv', t('nitDv'), data ? `${data.nit}-${data.dv}` : ''],
    ['name', t('name'), data?.descripcion ?? ''],
    ['phone', t('phone'), data?.telefono ?? ''],
  ];

  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('customerData')}</h2>
        {tercero.isError && <p className="text-danger small">{t('loadFailed')}</p>}
        <div className="row g-3">
          {readOnly.map(([id, label, value]) => (
            // The name gets a whole row: in a third of it a long name was cut ("Distribuciones El Prog").
            <div className={id === 'name' ? 'col-12' : 'col-md-6'} key={id}>
              <label htmlFor={`checkout-${id}`} className="form-label small text-body-secondary mb-1">
                {label}
              </label>
              <input
                id={`checkout-${id}`}
                className="form-control-plaintext fw-semibold py-0"
                readOnly
                value={value}
                data-testid={`customer-${id}`}
              />
            </div>
          ))}
        </div>
        <hr />
        <Field id="checkout-branch" label={t('branch')} strong>
          <select
            id="checkout-branch"
            name="Tercerosucid"
            className="form-select"
            value={branch ?? ''}
            onChange={(e) => onBranch(Number(e.target.value))}
            required
          >
            {list.length === 0 && <option value="">{t('loading')}</option>}
            {list.map((s) => (
              <option key={s.tercerosucid} value={s.tercerosucid}>
                {s.direccion} — {s.ciudad_descrip}
              </option>
            ))}
          </select>
        </Field>
        {chosen && (
          <address className="mt-3 mb-0 p-3 bg-body-tertiary rounded" data-testid="branch-address">
            <div className="small text-body-secondary">{t('deliverTo')}</div>
            <div className="fw-semibold">{chosen.direccion}</div>
            <div>
              {chosen.ciudad_descrip}, {chosen.departamento_descrip}
            </div>
            {chosen.correo_electronico && <div className="small">{chosen.correo_electronico}</div>}
          </address>
        )}
      </div>
    </div>
  );
}
