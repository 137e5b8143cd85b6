import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/form-field';
import { Options } from '../../components/ui/options';
import { useGetBranchesQuery } from '../../lib/api/get-branches';
import { useGetCustomerQuery } from './api/get-customer';

interface Props {
  customerId: number;
  branch: number | null;
  onBranch: (branchId: number) => void;
}

/** A logged-in customer's data (read-only) and the branch the order goes to (which fills the address). */
export function CustomerFields({ customerId, branch, onBranch }: Props) {
  const { t } = useTranslation('checkout');
  const customer = useGetCustomerQuery(customerId);
  const branches = useGetBranchesQuery(customerId);
  const list = branches.data ?? [];
  const chosen = list.find((b) => b.id === branch);

  // A branch that is not the customer's (or none) becomes the first of the list.
  useEffect(() => {
    const first = list[0];
    if (first && !list.some((b) => b.id === branch)) onBranch(first.id);
  }, [list, branch, onBranch]);

  const data = customer.data;
  const readOnly: Array<[string, string, string]> = [
    ['nitDv', t('nitDv'), data ? `${data.nit}-${data.dv}` : ''],
    ['name', t('name'), data?.name ?? ''],
    ['phone', t('phone'), data?.phone ?? ''],
  ];

  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-3">{t('customerData')}</h2>
        {customer.isError && <p className="text-danger small">{t('loadFailed')}</p>}
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
            name="branch"
            className="form-select"
            value={branch ?? ''}
            onChange={(e) => onBranch(Number(e.target.value))}
            required
          >
            {list.length === 0 && <option value="">{t('loading')}</option>}
            <Options items={list} value={(b) => b.id} label={(b) => `${b.address} — ${b.city}`} />
          </select>
        </Field>
        {chosen && (
          <address className="mt-3 mb-0 p-3 bg-body-tertiary rounded" data-testid="branch-address">
            <div className="small text-body-secondary">{t('deliverTo')}</div>
            <div className="fw-semibold">{chosen.address}</div>
            <div>
              {chosen.city}, {chosen.department}
            </div>
            {chosen.email && <div className="small">{chosen.email}</div>}
          </address>
        )}
      </div>
    </div>
  );
}
