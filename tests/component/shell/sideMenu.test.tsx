import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Menu } from '../../../src/layout/Menu';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, assessor, corretor, renderInAdmin } from './fixtures';

const menuItems = async (user: SessionUserInfo) => {
  render(renderInAdmin(<Menu />, user, '/'));
  await screen.findAllByRole('menuitem');
  return screen.getAllByRole('menuitem').map((item) => ({
    text: item.textContent,
    href: item.getAttribute('href'),
  }));
};

describe('side menu', () => {
  it('shows an administrator every menu, in Order, with the insurer view of Propostas', async () => {
    expect(await menuItems(admin)).toEqual([
      { text: 'Esteiras', href: '/kanban' },
      { text: 'Tomadores', href: '/tomadores' },
      { text: 'Usuários', href: '/usuarios/listar' },
      { text: 'Segurados', href: '/segurados' },
      { text: 'Parametrização', href: '/parametrizacao/menu' },
      { text: 'Apólices', href: '/apolices' },
      { text: 'Propostas', href: '/propostas-seguradora' },
      { text: 'BI', href: '/bi/embbeded' },
      { text: 'Documentos', href: '/documentos' },
      { text: 'Corretores', href: '/corretores' },
      { text: 'Consulta integrações', href: '/integracoes' },
      { text: 'Consultas bureau', href: '/gerenciamento-consultas-bureau' },
    ]);
  });

  it('shows a broker the broker view of Propostas first and the own brokerage data', async () => {
    expect(await menuItems(corretor)).toEqual([
      { text: 'Propostas', href: '/propostas' },
      { text: 'Tomadores', href: '/tomadores' },
      { text: 'Usuários', href: '/usuarios/listar' },
      { text: 'Segurados', href: '/segurados' },
      { text: 'Apólices', href: '/apolices' },
      { text: 'Documentos', href: '/documentos' },
      { text: 'Dados da Corretora', href: '/corretor' },
    ]);
    expect(screen.queryByText('Corretores')).toBeNull();
    expect(screen.queryByText('Parametrização')).toBeNull();
  });

  it("shows an advisor the advisory firm's broker list", async () => {
    expect(await menuItems(assessor)).toEqual([
      { text: 'Tomadores', href: '/tomadores' },
      { text: 'Propostas', href: '/propostas-seguradora' },
      { text: 'Lista de corretores', href: '/corretor-assessoria' },
    ]);
  });

  it('follows Order rather than the menu id, and hides menus without a matching grant', async () => {
    const reordered: SessionUserInfo = {
      ...assessor,
      Menus: [
        { Id: 2, Order: 3, MenuFuncionalities: [{ Id: 30, RefUniqueId: null }] },
        { Id: 10, Order: 1, MenuFuncionalities: [{ Id: 33, RefUniqueId: null }] },
        { Id: 7, Order: 2, MenuFuncionalities: [{ Id: 32, RefUniqueId: null }] },
        // a grant that belongs to no variant of menu 5 shows nothing
        { Id: 5, Order: 0, MenuFuncionalities: [{ Id: 3, RefUniqueId: null }] },
      ],
    };
    const items = await menuItems(reordered);
    expect(items.map((item) => item.text)).toEqual([
      'Lista de corretores',
      'Propostas',
      'Tomadores',
    ]);
    const first = screen.getByTestId('menu-item-listaCorretoresAssessor');
    expect(within(first).getByText('Lista de corretores')).toBeTruthy();
  });
});
