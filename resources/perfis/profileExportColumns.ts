import type { TranslateFunction } from 'react-admin';
import type { CsvColumn } from '../../src/export';
import type { ProfileRecord } from './types';

/** The profile list's CSV: one row per profile with its user type, home menu and user count. */
export const profileExportColumns = (
  translate: TranslateFunction,
  menuLabel: (menuId: number) => string,
): CsvColumn<ProfileRecord>[] => {
  const t = (key: string) => translate(`resources.perfis.${key}`);
  return [
    { header: t('fields.Name'), value: (profile) => profile.Name },
    {
      header: t('fields.UserTypeId'),
      value: (profile) => translate(`aval.users.userTypes.${profile.UserTypeId}`),
    },
    {
      header: t('fields.HomeMenuId'),
      value: (profile) =>
        profile.HomeMenuId ? menuLabel(profile.HomeMenuId) : t('form.homeMenuNone'),
    },
    { header: t('fields.UserCount'), value: (profile) => profile.UserCount, kind: 'number' },
  ];
};
