import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Field } from '../../../components/ui/form-field';
import { Alert } from '../../components/alert';
import { ConsolePage } from '../../components/console-page';
import { LanguageOptions } from '../../language-select';
import { CustomerOrders, CustomerStatement } from './customer-activity';
import { CustomerForm } from './customer-form';
import { useCustomer } from './use-customer';

function PasswordLink({ page }: { page: ReturnType<typeof useCustomer> }) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState(i18n.language);
  const customer = page.customer;
  if (!customer || page.erpMode) return null;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
      <Field id="link-language" label={t('customer.mailLanguage')} small>
        <select
          id="link-language"
          className="form-select form-select-sm"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        >
          <LanguageOptions />
        </select>
      </Field>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        onClick={() => void page.sendLink(language)}
      >
        {customer.hasPassword ? t('customer.sendReset') : t('customer.sendInvitation')}
      </button>
      {page.sent && (
        <Alert tone="success" className="py-1 px-2 mb-0">
          {t(page.sent.kind === 'invitation' ? 'customer.invitationSent' : 'customer.resetSent', {
            to: page.sent.to,
          })}
        </Alert>
      )}
    </div>
  );
}

export function CustomerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const page = useCustomer(id);
  const customer = page.customer;
  return (
    <ConsolePage title={customer?.name ?? t('customer.title')}>
      {page.error && <Alert tone="danger">{page.error}</Alert>}
      {customer && (
        <button type="button" className="btn btn-primary btn-sm mb-3" onClick={() => void page.act()}>
          {t('customer.actAs')}
        </button>
      )}
      <PasswordLink page={page} />
      {customer && !page.erpMode && (
        <CustomerForm key={customer.id} customer={customer} onSaved={page.setCustomer} />
      )}
      {customer && page.erpMode && <p className="text-body-secondary">{t('customer.erpOwns')}</p>}
      <h2 className="h5 mt-4">{t('customer.orders')}</h2>
      <CustomerOrders orders={page.orders} />
      <h2 className="h5 mt-4">{t('customer.statement')}</h2>
      <CustomerStatement page={page} />
    </ConsolePage>
  );
}

export function NewCustomerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConsolePage title={t('customers.new')}>
      <CustomerForm onSaved={(saved) => navigate(`/customers/${saved.id}`)} />
    </ConsolePage>
  );
}
