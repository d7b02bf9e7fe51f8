import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb, StepHeader } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

describe('Breadcrumb', () => {
  it('starts with a home link to /redirect-to-home and leaves the last item unlinked', () => {
    renderWithAdmin(
      <Breadcrumb
        items={[
          { label: 'Propostas', to: '/propostas' },
          { label: 'Nova proposta', to: '/propostas/create' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação estrutural' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Início',
      'Propostas',
    ]);
    expect(links[0].getAttribute('href')).toMatch(/\/redirect-to-home$/);
    expect(links[1].getAttribute('href')).toMatch(/\/propostas$/);
    const current = within(nav).getByText('Nova proposta');
    expect(current.closest('a')).toBeNull();
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});

describe('StepHeader', () => {
  const steps = [
    { label: 'Dados do tomador' },
    { label: 'Dados do segurado' },
    { label: 'Dados do risco' },
    { label: 'Resumo da proposta' },
  ];

  it('shows every step label and marks the steps before the active one as completed', () => {
    const { container } = renderWithAdmin(<StepHeader steps={steps} active={2} />);
    for (const step of steps) expect(screen.getByText(step.label)).toBeTruthy();
    expect(container.querySelectorAll('.MuiStepLabel-label.Mui-completed')).toHaveLength(2);
    expect(container.querySelector('.MuiStepLabel-label.Mui-active')?.textContent).toBe(
      'Dados do risco',
    );
  });

  it('honours explicit completed marks', () => {
    const { container } = renderWithAdmin(
      <StepHeader
        steps={steps.map((step, index) => ({ ...step, completed: index === 3 }))}
        active={0}
      />,
    );
    const completed = container.querySelectorAll('.MuiStepLabel-label.Mui-completed');
    expect(Array.from(completed).map((label) => label.textContent)).toEqual(['Resumo da proposta']);
  });
});
