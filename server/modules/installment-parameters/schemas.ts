import { z } from 'zod';
import { historyEntry } from '../../../domain/contracts/history';
import { paymentParameterTab } from '../../../domain/contracts/installmentParameters';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in
// domain/contracts/installmentParameters.ts, shared with the portal; the routes take the requests
// from there under their short names and the answers, in the envelope, here.
export {
  changeInstallmentParameterBody as changeParameterBody,
  createInstallmentParameterBody as createParameterBody,
  deleteInstallmentOverrideBody as deleteOverrideBody,
  installmentHistoryQuery as historyQuery,
  installmentOverrideBody as overrideBody,
} from '../../../domain/contracts/installmentParameters';

export const tabAnswer = envelopeOf(paymentParameterTab);
export const tabsAnswer = envelopeOf(z.array(paymentParameterTab));
export const historyAnswer = envelopeOf(z.array(historyEntry));
