import { type CuentasDemoResponse, cuentasDemoResponse, paths } from '@mostrador/contract';
import { type Answer, apiRequest, baseApi } from '../../../lib/api';

type DemoAccounts = CuentasDemoResponse['Cuentas'];

/** The accounts only when the server says its demo data is seeded (`Demo`); none otherwise. */
const demoAccountsAnswer: Answer<CuentasDemoResponse, DemoAccounts> = {
  schema: cuentasDemoResponse,
  data: (answer) => (answer.Demo ? answer.Cuentas : []),
};

/** GET TerceroApi/CuentasDemo (the shop's own): the bundle holds no account and no password. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoAccounts: build.query<DemoAccounts, void>({
      queryFn: () => apiRequest(demoAccountsAnswer, paths.cuentasDemo),
    }),
  }),
});

export const { useGetDemoAccountsQuery } = api;
