import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { accountsEn } from './accounts.en';
import { avalEn } from './aval.en';
import { componentsEn } from './components.en';
import { usersEn } from './users.en';
import { waysInEn } from './waysIn.en';

export const enMessages: TranslationMessages = mergeTranslations(
  englishMessages,
  avalEn,
  componentsEn,
  accountsEn,
  usersEn,
  waysInEn,
);
