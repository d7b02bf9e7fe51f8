import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolicyHolderCreateDialog } from '../../../resources/tomadores/PolicyHolderCreateDialog';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CNPJ = '12845037000108';

/** The gateway's InsertPolicyHolder, answering `status` with `errors`; bodies are kept. */
const stubInsert = (status: number, errors: string[]) => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body ?? 'null')));
      const ok = status === 200;
      return new Response(
        JSON.stringify(
          ok
            ? { Response: { UniqueId: 'u-1', Name: 'Nova Ltda.', CpfCnpj: CNPJ }, Errors: [] }
            : { Response: null, Errors: errors },
        ),
        { status, headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return bodies;
};

const renderDialog = (onClose = vi.fn()) => {
  render(
    renderInAdmin(
      <ModalProvider>
        <PolicyHolderCreateDialog onClose={onClose} />
      </ModalProvider>,
      admin,
      '/tomadores',
      createDataProvider([tomadoresProvider]),
    ),
  );
  return onClose;
};

const fill = async (name: string, document: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), name);
  await user.type(screen.getByRole('textbox', { name: /^CPF\/CNPJ/ }), document);
  await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
};

describe('"Novo tomador" on react-admin’s create form', () => {
  it('shows the gateway’s refusal under the field it names and keeps what was typed', async () => {
    stubInsert(409, ['Já existe um tomador com este CPF/CNPJ.']);
    const onClose = renderDialog();
    await fill('Construtora Nova Ltda.', CNPJ);
    const document = screen.getByRole('textbox', { name: /^CPF\/CNPJ/ });
    await waitFor(() => expect(document.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getAttribute('aria-describedby')).toBeTruthy();
    const helper = document.ownerDocument.getElementById(
      String(document.getAttribute('aria-describedby')),
    );
    expect(helper?.textContent).toBe('Já existe um tomador com este CPF/CNPJ.');
    expect((screen.getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe(
      'Construtora Nova Ltda.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a schema message naming "Name" under the name', async () => {
    stubInsert(400, ['Nome: use no máximo 200 caracteres.']);
    renderDialog();
    await fill('Construtora Nova Ltda.', CNPJ);
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Nome: use no máximo 200 caracteres.')).toBeTruthy();
  });

  it('refuses an invalid CNPJ before calling the gateway, and creates a valid one', async () => {
    const bodies = stubInsert(200, []);
    const onClose = renderDialog();
    await fill('Construtora Nova Ltda.', '12845037000100');
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    const user = userEvent.setup();
    const document = screen.getByRole('textbox', { name: /^CPF\/CNPJ/ });
    await user.clear(document);
    await user.type(document, CNPJ);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('u-1'));
    expect(bodies[0]).toMatchObject({ Name: 'Construtora Nova Ltda.', CpfCnpj: CNPJ });
  });
});
