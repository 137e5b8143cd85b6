import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveMessage, type PageMessage } from '../../components/ui/live-message';
import { useGetCompanySettingsQuery } from './api/get-company-settings';
import { useSetCompanySettingsMutation } from './api/set-company-settings';

/** The company's settings: a switch for whether every order needs a purchase-order number, saved at once. */
export function CompanySettings() {
  const { t } = useTranslation('company');
  const settings = useGetCompanySettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetCompanySettingsMutation();
  const [message, setMessage] = useState<PageMessage | null>(null);
  const required = settings.data?.purchaseOrderRequired ?? false;
  const change = async (purchaseOrderRequired: boolean) => {
    const result = await save({ purchaseOrderRequired });
    setMessage(
      result.error
        ? { tone: 'danger', text: t('errors.settings') }
        : { tone: 'success', text: t(purchaseOrderRequired ? 'settings.required' : 'settings.optional') },
    );
  };
  return (
    <section aria-labelledby="company-settings-title" className="card card-body mb-4">
      <h2 id="company-settings-title" className="h5">
        {t('settings.title')}
      </h2>
      <div className="form-check form-switch">
        <input
          id="company-po-required"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={required}
          aria-checked={required}
          disabled={!settings.data || saving.isLoading}
          onChange={(e) => void change(e.target.checked)}
        />
        <label className="form-check-label" htmlFor="company-po-required">
          {t('settings.purchaseOrderRequired')}
        </label>
      </div>
      <p className="text-body-secondary small mb-0 mt-1">{t('settings.purchaseOrderText')}</p>
      <LiveMessage message={message} testId="company-settings-message" />
    </section>
  );
}
