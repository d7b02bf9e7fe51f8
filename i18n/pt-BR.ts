import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { avalPtBR } from './aval.pt-BR';
import { componentsPtBR } from './components.pt-BR';
import { raPortugueseMessages } from './ra.pt-BR';

/** Default language: react-admin's messages, the app's (aval.*) and the shared components'. */
export const ptBRMessages: TranslationMessages = mergeTranslations(
  raPortugueseMessages,
  avalPtBR,
  componentsPtBR,
);
