import type { CustomerDetail } from '@mostrador/contract/console';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Options } from '../../components/filter-form';
import { type BranchDraft, type CustomerDraft, useCustomerForm } from './use-customer-form';

type Form = ReturnType<typeof useCustomerForm>;

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  cols?: string;
  required?: boolean;
}) {
  return (
    <div className={props.cols ?? 'col-12 col-md-4'}>
      <label className="form-label small" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        className="form-control form-control-sm"
        value={props.value}
        required={props.required ?? true}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function Branch({ form, branch, index }: { form: Form; branch: BranchDraft; index: number }) {
  const { t } = useTranslation();
  const id = (name: string) => `branch-${index}-${name}`;
  const set = (changes: Partial<BranchDraft>) => form.setBranch(index, changes);
  return (
    <fieldset className="row g-2 border rounded p-2 mb-2">
      <legend className="small fw-semibold float-none w-auto px-1 mb-0">
        {index === 0 ? t('customer.mainBranch') : t('customer.branchN', { n: index + 1 })}
      </legend>
      <Field
        id={id('name')}
        label={t('customer.branchName')}
        value={branch.name}
        onChange={(name) => set({ name })}
        cols="col-12 col-md-3"
      />
      <Field
        id={id('address')}
        label={t('customer.address')}
        value={branch.address}
        onChange={(address) => set({ address })}
        cols="col-12 col-md-3"
      />
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor={id('city')}>
          {t('customer.city')}
        </label>
        <select
          id={id('city')}
          className="form-select form-select-sm"
          value={branch.cityId}
          required
          onChange={(e) => set({ cityId: e.target.value })}
        >
          <option value="">{t('customer.chooseCity')}</option>
          {form.cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.department})
            </option>
          ))}
        </select>
      </div>
      <Field
        id={id('email')}
        label={t('customer.email')}
        type="email"
        value={branch.email}
        onChange={(email) => set({ email })}
        cols="col-12 col-md-3"
      />
    </fieldset>
  );
}

function Terms({ form, draft }: { form: Form; draft: CustomerDraft }) {
  const { t } = useTranslation();
  return (
    <div className="row g-2 mb-3">
      <div className="col-6 col-md-2">
        <label className="form-label small" htmlFor="customer-level">
          {t('customer.priceLevel')}
        </label>
        <select
          id="customer-level"
          className="form-select form-select-sm"
          value={draft.priceLevel}
          onChange={(e) => form.set({ priceLevel: e.target.value })}
        >
          <Options values={[1, 2, 3, 4, 5]} label={(n) => t('customers.levelN', { n })} />
        </select>
      </div>
      <Field
        id="customer-credit"
        label={t('customer.creditLimit')}
        value={draft.creditLimit}
        onChange={(creditLimit) => form.set({ creditLimit })}
        cols="col-6 col-md-3"
        required={false}
      />
      <div className="col-12 col-md-4 form-check ms-2 align-self-end">
        <input
          id="customer-blocked"
          type="checkbox"
          className="form-check-input"
          checked={draft.creditBlocked}
          onChange={(e) => form.set({ creditBlocked: e.target.checked })}
        />
        <label className="form-check-label small" htmlFor="customer-blocked">
          {t('customer.creditBlocked')}
        </label>
      </div>
      <div className="col-12 col-md-4 form-check ms-2 align-self-end">
        <input
          id="customer-po-required"
          type="checkbox"
          className="form-check-input"
          checked={draft.purchaseOrderRequired}
          onChange={(e) => form.set({ purchaseOrderRequired: e.target.checked })}
        />
        <label className="form-check-label small" htmlFor="customer-po-required">
          {t('customer.purchaseOrderRequired')}
        </label>
      </div>
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
        <Field
          id="customer-name"
          label={t('customer.name')}
          value={draft.name}
          onChange={(name) => form.set({ name })}
        />
        <Field
          id="customer-nit"
          label={t('customer.nit')}
          value={draft.nit}
          onChange={(nit) => form.set({ nit })}
          cols="col-8 col-md-2"
        />
        <Field
          id="customer-dv"
          label={t('customer.dv')}
          value={draft.dv}
          onChange={(dv) => form.set({ dv })}
          cols="col-4 col-md-1"
        />
        <Field
          id="customer-phone"
          label={t('customer.phone')}
          value={draft.phone}
          onChange={(phone) => form.set({ phone })}
          cols="col-6 col-md-2"
        />
        <Field
          id="customer-user"
          label={t('customer.user')}
          value={draft.user}
          onChange={(user) => form.set({ user })}
          cols="col-6 col-md-3"
        />
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
        <div className="alert alert-success mt-2" role="status">
          {t('customer.saved')}
        </div>
      )}
      {form.error && (
        <div className="alert alert-danger mt-2" role="alert">
          {form.error}
        </div>
      )}
    </form>
  );
}
