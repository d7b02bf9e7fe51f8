import type { TranslateFunction } from 'react-admin';
import type { CsvColumn } from '../../src/export';
import type { UserRecord } from './types';

/** The user list's CSV: one row per user with its profile and broker, last access with time. */
export const userExportColumns = (translate: TranslateFunction): CsvColumn<UserRecord>[] => {
  const t = (key: string) => translate(`resources.usuarios.${key}`);
  return [
    { header: t('fields.Name'), value: (user) => user.Name },
    { header: t('fields.Login'), value: (user) => user.Login },
    { header: t('fields.Email'), value: (user) => user.Email },
    { header: t('fields.Cpf'), value: (user) => user.Cpf, kind: 'document' },
    { header: t('fields.ProfileUniqueId'), value: (user) => user.ProfileName },
    { header: t('fields.BrokerId'), value: (user) => user.BrokerName },
    { header: t('fields.LastLoginAt'), value: (user) => user.LastLoginAt, kind: 'datetime' },
    {
      header: t('fields.IsActive'),
      value: (user) => t(user.IsActive ? 'list.active' : 'list.inactive'),
    },
  ];
};
