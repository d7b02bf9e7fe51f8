import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, mergeTranslations } from 'react-admin';
import { componentsPtBR } from '../../../i18n/components.pt-BR';
import { raPortugueseMessages } from '../../../i18n/ra.pt-BR';
import { ModalProvider } from '../../../src/components';

/** pt-BR messages of the shared components, so tests assert the texts users read. */
export const testI18nProvider = polyglotI18nProvider(
  () => mergeTranslations(raPortugueseMessages, componentsPtBR),
  'pt-BR',
);

export const renderWithAdmin = (ui: ReactElement) =>
  render(
    <AdminContext i18nProvider={testI18nProvider}>
      <ModalProvider>{ui}</ModalProvider>
    </AdminContext>,
  );
