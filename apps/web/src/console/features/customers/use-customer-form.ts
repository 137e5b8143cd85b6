import {
  type CustomerBodyInput,
  type CustomerDetail,
  citiesResponse,
  customerDetailResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { typedAmount } from '@mostrador/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError, callApi } from '../../lib/api';

export interface BranchDraft {
  id?: number | undefined;
  name: string;
  address: string;
  cityId: string;
  email: string;
}
export interface CustomerDraft {
  name: string;
  nit: string;
  dv: string;
  phone: string;
  user: string;
  priceLevel: string;
  /** Major units as typed ('' for no limit). */
  creditLimit: string;
  creditBlocked: boolean;
  purchaseOrderRequired: boolean;
  branches: BranchDraft[];
}

const EMPTY_BRANCH: BranchDraft = { name: '', address: '', cityId: '', email: '' };

export function draftOf(customer: CustomerDetail | undefined): CustomerDraft {
  if (!customer)
    return {
      name: '',
      nit: '',
      dv: '',
      phone: '',
      user: '',
      priceLevel: '1',
      creditLimit: '',
      creditBlocked: false,
      purchaseOrderRequired: false,
      branches: [{ ...EMPTY_BRANCH }],
    };
  return {
    name: customer.name,
    nit: customer.taxId,
    dv: customer.dv,
    phone: customer.phone,
    user: customer.user ?? '',
    priceLevel: String(customer.priceLevel),
    creditLimit: customer.creditLimit === null ? '' : String(customer.creditLimit / 100),
    creditBlocked: customer.creditBlocked,
    purchaseOrderRequired: customer.purchaseOrderRequired,
    branches: customer.branches.map(({ id, name, address, cityId, email }) => ({
      id,
      name,
      address,
      cityId,
      email,
    })),
  };
}

/** The body to send, or undefined when the credit limit is not an amount. */
function bodyOf(draft: CustomerDraft): CustomerBodyInput | undefined {
  const creditLimit = typedAmount(draft.creditLimit);
  if (creditLimit === undefined) return undefined;
  return { ...draft, priceLevel: Number(draft.priceLevel), creditLimit, branches: draft.branches };
}

/** The form's state, the cities to choose from, and its save (a new customer, or the edit of `customer`). */
export function useCustomerForm(
  customer: CustomerDetail | undefined,
  onSaved: (saved: CustomerDetail) => void,
) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(customer));
  const [cities, setCities] = useState<{ id: string; name: string; department: string }[]>([]);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    callApi(staffApiPath('cities'), citiesResponse)
      .then((a) => setCities(a.cities))
      .catch(() => setCities([]));
  }, []);
  const set = (changes: Partial<CustomerDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const setBranch = (index: number, changes: Partial<BranchDraft>) =>
    setDraft((d) => ({ ...d, branches: d.branches.map((b, i) => (i === index ? { ...b, ...changes } : b)) }));
  const addBranch = () => setDraft((d) => ({ ...d, branches: [...d.branches, { ...EMPTY_BRANCH }] }));
  const save = async () => {
    setError('');
    setSaved(false);
    const body = bodyOf(draft);
    if (!body) return setError(t('customer.badCredit'));
    setSaving(true);
    try {
      const url = customer ? staffApiPath('customer', customer.id) : staffApiPath('customers');
      const answer = await callApi(url, customerDetailResponse, { method: 'POST', body });
      onSaved(answer.customer);
      setSaved(true);
    } catch (e) {
      setError(e instanceof ConsoleApiError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return { draft, cities, error, saving, saved, set, setBranch, addBranch, save };
}
