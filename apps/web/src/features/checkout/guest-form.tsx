import { type ListItem, rightCheckDigit } from '@mostrador/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Options } from '../../components/ui/options';
import { useGetCitiesQuery } from './api/get-cities';
import { useGetDepartmentsQuery } from './api/get-departments';
import { type GuestField, type GuestForm, isFieldValid } from './guest-fields';

interface Props {
  form: GuestForm;
  onChange: (field: GuestField, value: string) => void;
  /** After a submit every invalid field shows its message; before, only the ones already left. */
  showErrors: boolean;
}

/** A guest's contact and delivery details, each checked when left, in the user's language. */
export function GuestFields({ form, onChange, showErrors }: Props) {
  const { t } = useTranslation('checkout');
  const [touched, setTouched] = useState<Partial<Record<GuestField, boolean>>>({});
  const departamentos = useGetDepartmentsQuery();
  // currentData: while another department's cities load, the previous department's must not be offered.
  const ciudades = useGetCitiesQuery(form.Departamento, { skip: form.Departamento === '' });

  const invalid = (f: GuestField) => (showErrors || touched[f] === true) && !isFieldValid(f, form[f]);
  /** A NIT typed with a wrong check digit: the right one, which its message names. */
  const digit = rightCheckDigit(form.Nit);
  const control = (f: GuestField) => ({
    id: `guest-${f}`,
    name: f,
    value: form[f],
    'aria-invalid': invalid(f) || undefined,
    'aria-describedby': invalid(f) ? `guest-${f}-error` : undefined,
    onBlur: () => setTouched((x) => ({ ...x, [f]: true })),
  });
  const field = (f: GuestField, label: string, input: ReactNode, col = 'col-md-6') => (
    <div className={col} key={f}>
      <label htmlFor={`guest-${f}`} className="form-label">
        {label}{' '}
        <span className="text-danger" aria-hidden="true">
          *
        </span>
      </label>
      {input}
      {invalid(f) && (
        <div id={`guest-${f}-error`} className="invalid-feedback d-block">
          {f === 'Nit' && digit !== null ? t('errors.nitCheckDigit', { digit }) : t(`errors.${f}`)}
        </div>
      )}
    </div>
  );
  const text = (f: GuestField, type = 'text', autoComplete = 'off') => (
    <input
      {...control(f)}
      type={type}
      autoComplete={autoComplete}
      required
      className={`form-control${invalid(f) ? ' is-invalid' : ''}`}
      onChange={(e) => onChange(f, e.target.value)}
    />
  );
  /** A list to choose from (the city's waits for a department). */
  const select = (f: 'Departamento' | 'Ciudad', items: ListItem[] | undefined, none: string) => (
    <select
      {...control(f)}
      required
      disabled={f === 'Ciudad' && form.Departamento === ''}
      className={`form-select${invalid(f) ? ' is-invalid' : ''}`}
      onChange={(e) => onChange(f, e.target.value)}
    >
      <option value="">{none}</option>
      <Options items={items ?? []} value={(item) => item.Value} label={(item) => item.Text} />
    </select>
  );

  return (
    <div className="card shadow-sm">
      <div className="card-body">
        <h2 className="h5 mb-1">{t('guestData')}</h2>
        <p className="small text-body-secondary">
          {t('guestIntro')}{' '}
          <Link to="/login-page" state={{ from: '/checkout' }} className="link-primary">
            {t('loginInstead')}
          </Link>
        </p>
        <div className="row g-3">
          {field('Nit', t('nit'), text('Nit'))}
          {field('Tercero', t('name'), text('Tercero', 'text', 'name'))}
          {field('Departamento', t('department'), select('Departamento', departamentos.data, t('choose')))}
          {field(
            'Ciudad',
            t('city'),
            select(
              'Ciudad',
              ciudades.currentData,
              form.Departamento === '' ? t('chooseDepartmentFirst') : t('choose'),
            ),
          )}
          {field('Direccion', t('address'), text('Direccion', 'text', 'street-address'), 'col-12')}
          {field('Telefono1', t('phone'), text('Telefono1', 'tel', 'tel'))}
          {field('Email', t('email'), text('Email', 'email', 'email'))}
        </div>
      </div>
    </div>
  );
}
