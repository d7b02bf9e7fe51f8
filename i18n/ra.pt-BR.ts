import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** react-admin's own messages in pt-BR (same keys as ra-language-english). */
export const raPortugueseMessages: TranslationMessages = { ...englishMessages };
