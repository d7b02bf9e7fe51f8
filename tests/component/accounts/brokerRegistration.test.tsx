import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import { adminRoutes } from '../../../src/routes';
import { renderInAdmin } from '../shell/fixtures';

beforeEach(() => window.localStorage.clear());

const CNPJ = '11222333000181';

const portal = (path: string, dataProvider: Record<string, unknown>) =>
  render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      null,
      path,
      dataProvider,
    ),
  );

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/iniciar-cadastro', () => {
  it('is linked from the sign-in page', async () => {
    portal('/login', {});
    fireEvent.click(await screen.findByRole('link', { name: 'Quero me cadastrar como corretor' }));
    expect(await screen.findByTestId('page-start-registration')).toBeTruthy();
  });

  it('masks the CNPJ and refuses an invalid one without calling the gateway', async () => {
    const validate = vi.fn();
    portal('/iniciar-cadastro', { validateBrokerRegistration: validate });
    const input = (await screen.findByLabelText(/CNPJ da corretora/)) as HTMLInputElement;
    type(/CNPJ da corretora/, '11222333000180');
    expect(input.value).toBe('11.222.333/0001-80');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(validate).not.toHaveBeenCalled();
  });

  it("shows the insurer's answer when the broker cannot register", async () => {
    const message =
      'Esta corretora já está cadastrada. Entre com o seu usuário ou use "Esqueci minha senha".';
    portal('/iniciar-cadastro', {
      validateBrokerRegistration: vi
        .fn()
        .mockResolvedValue({ CanRegister: false, Message: message }),
    });
    await screen.findByLabelText(/CNPJ da corretora/);
    type(/CNPJ da corretora/, CNPJ);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('goes on to /completar-cadastro/:cnpj when the CNPJ is free', async () => {
    const validate = vi
      .fn()
      .mockResolvedValue({ CanRegister: true, Message: 'CNPJ disponível para cadastro.' });
    portal('/iniciar-cadastro', { validateBrokerRegistration: validate });
    await screen.findByLabelText(/CNPJ da corretora/);
    type(/CNPJ da corretora/, '11.222.333/0001-81');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Dados da corretora')).toBeTruthy();
    expect(validate).toHaveBeenCalledWith(CNPJ);
    expect((screen.getByLabelText(/CNPJ da corretora/) as HTMLInputElement).value).toBe(
      '11.222.333/0001-81',
    );
  });
});

describe('/completar-cadastro/:cnpj', () => {
  const free = () => vi.fn().mockResolvedValue({ CanRegister: true, Message: '' });

  it('shows a pt-BR message under each invalid field', async () => {
    const insert = vi.fn();
    portal(`/completar-cadastro/${CNPJ}`, {
      validateBrokerRegistration: free(),
      insertBroker: insert,
    });
    await screen.findByText('Primeiro usuário');
    type(/E-mail da corretora/, 'sem-arroba');
    type(/CPF do usuário/, '111.111.111-11');
    type(/Nome do usuário/, 'Jo4o');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(await screen.findByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(
      screen.getByText('Números e caracteres especiais não são permitidos! Por favor, verifique.'),
    ).toBeTruthy();
    // razão social, SUSEP, telefone, e-mail e login do usuário
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(5);
    expect(insert).not.toHaveBeenCalled();
  });

  it('masks phone and CPF, sends the registration and says to check the e-mail', async () => {
    const insert = vi.fn().mockResolvedValue({
      BrokerId: 9,
      BrokerUniqueId: 'b',
      RegistrationStatus: 'pending',
      UserUniqueId: 'u',
      Login: 'gustavo.prado',
      Email: 'gustavo@novacorretora.com.br',
    });
    portal(`/completar-cadastro/${CNPJ}`, {
      validateBrokerRegistration: free(),
      insertBroker: insert,
    });
    await screen.findByText('Primeiro usuário');
    type(/Razão social/, 'Nova Corretora Ltda.');
    type(/Código SUSEP/, '1000112345');
    type(/E-mail da corretora/, 'contato@novacorretora.com.br');
    type(/Telefone da corretora/, '1133334444');
    type(/Nome do usuário/, 'Gustavo Henrique Prado');
    type(/CPF do usuário/, '52998224725');
    type(/Login do usuário/, 'gustavo.prado');
    type(/E-mail do usuário/, 'gustavo@novacorretora.com.br');
    type(/Telefone do usuário/, '11988887777');
    expect((screen.getByLabelText(/Telefone da corretora/) as HTMLInputElement).value).toBe(
      '(11) 3333-4444',
    );
    expect((screen.getByLabelText(/CPF do usuário/) as HTMLInputElement).value).toBe(
      '529.982.247-25',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    await waitFor(() => expect(insert).toHaveBeenCalled());
    expect(insert.mock.calls[0][0]).toMatchObject({
      Name: 'Nova Corretora Ltda.',
      Cnpj: CNPJ,
      Phone: '(11) 3333-4444',
      User: { Cpf: '529.982.247-25', Login: 'gustavo.prado', Phone: '(11) 98888-7777' },
    });
    expect(
      await screen.findByText(
        'Cadastro enviado! Enviamos para gustavo@novacorretora.com.br o link para criar a senha do usuário gustavo.prado. O cadastro da corretora será analisado pela seguradora.',
      ),
    ).toBeTruthy();
  });

  it('explains when the CNPJ in the address cannot register', async () => {
    portal(`/completar-cadastro/${CNPJ}`, {
      validateBrokerRegistration: vi
        .fn()
        .mockResolvedValue({ CanRegister: false, Message: 'CNPJ inválido.' }),
    });
    expect(await screen.findByText('CNPJ inválido.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Informar outro CNPJ' })).toBeTruthy();
  });
});
