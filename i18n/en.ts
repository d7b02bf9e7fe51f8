import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { avalEn } from './aval.en';
import { componentsEn } from './components.en';

export const enMessages: TranslationMessages = mergeTranslations(
  englishMessages,
  avalEn,
  componentsEn,
);
