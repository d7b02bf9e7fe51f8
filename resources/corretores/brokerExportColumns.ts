import type { TranslateFunction } from 'react-admin';
import type { BrokerListItem } from '../../domain/brokers';
import type { CsvColumn } from '../../src/export';
import { brokerFlags } from './BrokerFlagsChips';

type Broker = BrokerListItem & { id: string };

/** The broker list's CSV: the columns on screen plus phone and registration date. */
export const brokerExportColumns = (translate: TranslateFunction): CsvColumn<Broker>[] => {
  const t = (key: string) => translate(`resources.corretores.${key}`);
  return [
    { header: t('fields.Name'), value: (broker) => broker.Name },
    { header: t('fields.Cnpj'), value: (broker) => broker.Cnpj, kind: 'document' },
    { header: t('fields.SusepCode'), value: (broker) => broker.SusepCode },
    { header: t('fields.Email'), value: (broker) => broker.Email },
    { header: t('fields.Phone'), value: (broker) => broker.Phone },
    { header: t('fields.CreatedAt'), value: (broker) => broker.CreatedAt, kind: 'date' },
    {
      header: t('fields.situation'),
      value: (broker) => {
        const flags = brokerFlags(broker);
        return flags.length === 0
          ? t('flags.active')
          : flags.map((flag) => t(`flags.${flag.key}`)).join(', ');
      },
    },
  ];
};
