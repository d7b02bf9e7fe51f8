import { defineResource } from '../../src/providers/resourceRegistry';
import * as paymentsApi from './paymentsApi';

/**
 * The payment instalment screen's named calls. `pagamentos` has no record list of its own (its
 * page shows one tab per payment code), so react-admin's methods stay unmapped.
 */
const paymentMethods = {
  getPaymentTabs: paymentsApi.getPaymentTabs,
  createPaymentParameter: paymentsApi.createPaymentParameter,
  changePaymentParameter: paymentsApi.changePaymentParameter,
  getPaymentHistory: paymentsApi.getPaymentHistory,
  savePaymentModalityOverride: paymentsApi.saveModalityOverride,
  deletePaymentModalityOverride: paymentsApi.deleteModalityOverride,
};
type PaymentMethods = typeof paymentMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends PaymentMethods {}
}

export const pagamentosProvider = defineResource('pagamentos', {}, paymentMethods);
