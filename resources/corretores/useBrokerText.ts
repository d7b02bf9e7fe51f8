import { useTranslate } from 'react-admin';

/** Texts of the brokers screens: `t('list.title')` reads `resources.corretores.list.title`. */
export const useBrokerText = () => {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) =>
    translate(`resources.corretores.${key}`, options);
};
