import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, useGetRecordRepresentation, useGetResourceLabel } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ResourceDefinitions, resourceDefinitions } from '../../../src/resourceDefinitions';

afterEach(cleanup);

const Names = () => {
  const label = useGetResourceLabel();
  const user = useGetRecordRepresentation('usuarios');
  const holder = useGetRecordRepresentation('tomadores');
  return (
    <ul>
      {resourceDefinitions.map(({ name }) => (
        <li key={name}>{label(name, 2)}</li>
      ))}
      <li>{user({ id: 1, Name: 'Ana Paula Ribeiro', Login: 'ana' })}</li>
      <li>{holder({ id: 'u', Name: 'Construtora Alvorada S.A.' })}</li>
    </ul>
  );
};

describe('the resources react-admin knows', () => {
  it('names each in pt-BR and writes its records as the screens do', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ResourceDefinitions />
        <Names />
      </AdminContext>,
    );
    for (const name of ['Tomadores', 'Segurados', 'Corretoras', 'Perfis', 'E-mails enviados']) {
      expect(await screen.findByText(name)).toBeTruthy();
    }
    expect(await screen.findByText('Ana Paula Ribeiro (ana)')).toBeTruthy();
    expect(screen.getByText('Construtora Alvorada S.A.')).toBeTruthy();
  });
});
