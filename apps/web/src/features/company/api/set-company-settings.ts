import { companyPaths, companySettingsAnswer } from '@mostrador/contract';
import {
  type CompanySettings,
  companySettingsBody,
  injectMutation,
  mapAnswer,
  toCompanySettings,
} from '../../../lib/api';

/** POST EmpresaApi/Ajustes: whether every order of the company needs a purchase-order number. */
export const { useSetCompanySettingsMutation } = injectMutation(
  'setCompanySettings',
  mapAnswer(companySettingsAnswer, toCompanySettings),
  companyPaths.settings,
  (settings: CompanySettings) => ({ body: companySettingsBody(settings) }),
  ['Customer'],
);
