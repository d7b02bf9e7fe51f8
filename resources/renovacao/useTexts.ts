import { useTranslate } from 'react-admin';

/**
 * Translates keys under one i18n branch: with 'resources.renovacao.rule', t('section') reads
 * resources.renovacao.rule.section.
 */
export const useTexts = (branch: string) => {
  const translate = useTranslate();
  return (key: string, options?: object) => translate(`${branch}.${key}`, options);
};
