import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ParametrizacaoMenuPage } from '../../../src/pages/parametrizacao/ParametrizacaoMenuPage';
import { renderModalities } from './modalityFixtures';

describe('the parameterisation menu', () => {
  it('links a card to every area of the spec, marking those not built yet', () => {
    renderModalities(<ParametrizacaoMenuPage />, '/parametrizacao/menu');
    const nav = screen.getByRole('navigation', { name: 'Parametrização' });
    const cards = within(nav)
      .getAllByRole('link')
      .map((link) => ({
        title: within(link).getByRole('heading').textContent,
        href: link.getAttribute('href'),
        soon: within(link).queryByText('Em breve') !== null,
      }));
    expect(cards).toEqual([
      { title: 'Modalidades', href: '/parametrizacao/modalidades', soon: false },
      { title: 'Endosso de aniversário', href: '/parametrizacao/endosso', soon: true },
      { title: 'Renovação', href: '/parametrizacao/renovacao', soon: true },
      { title: 'Condições gerais', href: '/parametrizacao/condicoes-gerais', soon: true },
      { title: 'Pagamentos', href: '/parametrizacao/pagamentos', soon: true },
      { title: 'Bureaus de consulta', href: '/parametrizacao/bureaus-consulta', soon: true },
      { title: 'Perfil de corretora', href: '/parametrizacao/broker-profile', soon: true },
      { title: 'Consulta PJ', href: '/parametrizacao/consulta-pj', soon: true },
    ]);
  });
});
