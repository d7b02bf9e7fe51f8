import type { BankAccountData } from '../../domain/banks';
import {
  type BrokerDetail,
  type BrokerPartner,
  type UpdateBrokerInput,
  updateBodyOf,
} from '../../domain/brokers';
import { useDataProvider } from 'react-admin';
import { useModals } from '../../src/components';
import type { BrokerData } from './BrokerDataForm';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

/**
 * The three edits of a broker (data, bank account, partners) as UpdateBroker calls carrying the
 * rest as read and its Version; a failure is thrown back to the form, which keeps its input.
 */
export const useBrokerSave = (
  broker: BrokerDetail,
  onSaved: (saved: BrokerDetail) => void,
  options: { sendSusep: boolean },
) => {
  const modals = useModals();
  const { updateBroker } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const save = async (changes: Partial<UpdateBrokerInput>) => {
    const saved = await updateBroker(updateBodyOf(broker, changes));
    onSaved(saved);
    void modals.showSuccess(t('messages.saved'), { autoCloseMs: 2500 });
  };
  return {
    saveData: ({ SusepCode, ...data }: BrokerData) =>
      save({ ...data, ...(options.sendSusep ? { SusepCode } : {}) }),
    saveBankAccount: (data: BankAccountData) => save(data),
    savePartners: (Socios: BrokerPartner[]) => save({ Socios }),
  };
};
