import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ParametrizacaoMenuPage } from '../../../src/pages/parametrizacao/ParametrizacaoMenuPage';
import { renderModalities } from './modalityFixtures';

describe('the parameterisation menu', () => {
  it('links a card to every area of the spec', () => {
    renderModalities(<ParametrizacaoMenuPage />, '/parametrizacao/menu');
    const nav = screen.getByRole('navigation', { name: 'Parametrização' });
    const cards = within(nav)
      .getAllByRole('link')
      .map((link) => ({
        title: within(link).getByRole('heading').textContent,
        href: link.getAttribute('href'),
      }));
    expect(cards).toEqual([
      { title: 'Modalidades', href: '/parametrizacao/modalidades' },
      { title: 'Endosso de aniversário', href: '/parametrizacao/endosso' },
      { title: 'Renovação', href: '/parametrizacao/renovacao' },
      { title: 'Condições gerais', href: '/parametrizacao/condicoes-gerais' },
      { title: 'Pagamentos', href: '/parametrizacao/pagamentos' },
      { title: 'Bureaus de consulta', href: '/parametrizacao/bureaus-consulta' },
      { title: 'Perfil de corretora', href: '/parametrizacao/broker-profile' },
      { title: 'Consulta PJ', href: '/parametrizacao/consulta-pj' },
      { title: 'Emissão e cobrança', href: '/parametrizacao/emissao' },
    ]);
  });
});
