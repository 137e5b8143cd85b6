import type { CustomerDetail } from '@mostrador/contract/console';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, Field, FormField } from '../../../components/ui/form-field';
import { Options } from '../../../components/ui/options';
import { Alert } from '../../components/alert';
import { type BranchDraft, type CustomerDraft, useCustomerForm } from './use-customer-form';

type Form = ReturnType<typeof useCustomerForm>;
/** The keys of T's text fields. */
type Text<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/** The customer's own fields: the draft's key (the input's id `customer-<key>`, its label `customer.<key>`), the column. */
const CUSTOMER_FIELDS: [Text<CustomerDraft>, string][] = [
  ['name', 'col-12 col-md-4'],
  ['nit', 'col-8 col-md-2'],
  ['dv', 'col-4 col-md-1'],
  ['phone', 'col-6 col-md-2'],
  ['user', 'col-6 col-md-3'],
];

/** The customer's yes-or-no terms: the draft's key (its label `customer.<key>`), the checkbox's id. */
const CUSTOMER_CHECKS: ['creditBlocked' | 'purchaseOrderRequired', string][] = [
  ['creditBlocked', 'customer-blocked'],
  ['purchaseOrderRequired', 'customer-po-required'],
];

function Branch({ form, branch, index }: { form: Form; branch: BranchDraft; index: number }) {
  const { t } = useTranslation();
  const id = (name: string) => `branch-${index}-${name}`;
  const text = (key: Text<BranchDraft>, label: string, type?: string) => (
    <FormField
      id={id(key)}
      label={t(`customer.${label}`)}
      type={type}
      small
      required
      className="col-12 col-md-3"
      value={branch[key]}
      onChange={(e) => form.setBranch(index, { [key]: e.target.value })}
    />
  );
  return (
    <fieldset className="row g-2 border rounded p-2 mb-2">
      <legend className="small fw-semibold float-none w-auto px-1 mb-0">
        {index === 0 ? t('customer.mainBranch') : t('customer.branchN', { n: index + 1 })}
      </legend>
      {text('name', 'branchName')}
      {text('address', 'address')}
      <Field id={id('city')} label={t('customer.city')} small className="col-12 col-md-3">
        <select
          id={id('city')}
          className="form-select form-select-sm"
          value={branch.cityId}
          required
          onChange={(e) => form.setBranch(index, { cityId: e.target.value })}
        >
          <option value="">{t('customer.chooseCity')}</option>
          {form.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.department})
            </option>
          ))}
        </select>
      </Field>
      {text('email', 'email', 'email')}
    </fieldset>
  );
}

function Terms({ form, draft }: { form: Form; draft: CustomerDraft }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3">
      <Field id="customer-level" label={t('customer.priceLevel')} small className="col-6 col-md-2">
        <select
          id="customer-level"
          className="form-select form-select-sm"
          value={draft.priceLevel}
          onChange={(e) => form.set({ priceLevel: e.target.value })}
        >
          <Options items={[1, 2, 3, 4, 5]} label={(n) => t('customers.levelN', { n })} />
        </select>
      </Field>
      <FormField
        id="customer-credit"
        label={t('customer.creditLimit')}
        small
        className="col-6 col-md-3"
        value={draft.creditLimit}
        onChange={(e) => form.set({ creditLimit: e.target.value })}
      />
      {CUSTOMER_CHECKS.map(([key, id]) => (
        <CheckField
          key={key}
          id={id}
          label={t(`customer.${key}`)}
          small
          className="col-12 col-md-4 ms-2 align-self-end"
          checked={draft[key]}
          onChange={(e) => form.set({ [key]: e.target.checked })}
        />
      ))}
    </div>
  );
}

export function CustomerForm(props: { customer?: CustomerDetail; onSaved: (saved: CustomerDetail) => void }) {
  const { t } = useTranslation();
  const form = useCustomerForm(props.customer, props.onSaved);
  const { draft } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <form onSubmit={submit} aria-label={t('customer.form')}>
      <div className="row g-2 mb-3">
        {CUSTOMER_FIELDS.map(([key, column]) => (
          <FormField
            key={key}
            id={`customer-${key}`}
            label={t(`customer.${key}`)}
            small
            required
            className={column}
            value={draft[key]}
            onChange={(e) => form.set({ [key]: e.target.value })}
          />
        ))}
      </div>
      <Terms form={form} draft={draft} />
      {draft.branches.map((branch, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a new branch has no id until it is saved
        <Branch key={index} form={form} branch={branch} index={index} />
      ))}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={form.addBranch}>
          {t('customer.addBranch')}
        </button>
        <button type="submit" className="btn btn-primary btn-sm" disabled={form.saving}>
          {t('customer.save')}
        </button>
      </div>
      {form.saved && (
        <Alert tone="success" className="mt-2">
          {t('customer.saved')}
        </Alert>
      )}
      {form.error && (
        <Alert tone="danger" className="mt-2">
          {form.error}
        </Alert>
      )}
    </form>
  );
}
