import { companyPaths, companySettingsAnswer } from '@mostrador/contract';
import { injectMutation, mapAnswer } from '../../../lib/api';
import { type CompanySettings, toCompanySettings } from './get-company-settings';

/** POST EmpresaApi/Ajustes: whether every order of the company needs a purchase-order number. */
export const { useSetCompanySettingsMutation } = injectMutation(
  'setCompanySettings',
  mapAnswer(companySettingsAnswer, toCompanySettings),
  companyPaths.settings,
  (settings: CompanySettings) => ({ body: { OrdenCompraObligatoria: settings.purchaseOrderRequired } }),
  ['Customer'],
);
