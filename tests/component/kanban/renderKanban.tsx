import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { ModalProvider } from '../../../src/components';
import { kanbanProvider } from '../../../src/pages/kanban/kanbanDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { testI18nProvider } from '../../../src/providers/i18nProvider';

/** The portal's dataProvider with the kanban cards' named calls, as the screens reach them. */
export const kanbanDataProvider = () => createDataProvider([kanbanProvider]);

/** Renders a card view in react-admin's context, its calls going through the kanban provider. */
export const renderKanbanView = (ui: ReactElement) =>
  render(
    <AdminContext dataProvider={kanbanDataProvider()} i18nProvider={testI18nProvider}>
      <ModalProvider>{ui}</ModalProvider>
    </AdminContext>,
  );
