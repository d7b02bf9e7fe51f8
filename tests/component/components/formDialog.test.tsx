import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog, useDialogSave } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

const renderDialog = (props: Partial<Parameters<typeof FormDialog>[0]> = {}) => {
  const onClose = vi.fn();
  const onSave = vi.fn();
  renderWithAdmin(
    <FormDialog
      title="Nova cobertura"
      titleId="test-dialog-title"
      busy={false}
      errors={[]}
      onClose={onClose}
      onSave={onSave}
      cancelLabel="Cancelar"
      saveLabel="Salvar"
      {...props}
    >
      <input aria-label="Nome" />
    </FormDialog>,
  );
  return { onClose, onSave, dialog: screen.getByRole('dialog', { name: 'Nova cobertura' }) };
};

describe('FormDialog', () => {
  it('is named by its title, shows the fields and runs Cancel and Save', async () => {
    const { dialog, onClose, onSave } = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Nome' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lists the general errors one a line in an alert, after the intro', () => {
    const { dialog } = renderDialog({
      errors: ['Versão desatualizada.', 'Tente de novo.'],
      layout: 'plain',
      intro: <p>Explicação</p>,
    });
    const alert = within(dialog).getByRole('alert');
    expect([...alert.querySelectorAll('div > div')].map((line) => line.textContent)).toContain(
      'Versão desatualizada.',
    );
    expect(alert.textContent).toContain('Tente de novo.');
    const intro = within(dialog).getByText('Explicação');
    expect(intro.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('disables both buttons while busy and cannot be closed with Escape', async () => {
    const { dialog, onClose } = renderDialog({ busy: true });
    expect(
      (within(dialog).getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('useDialogSave', () => {
  const Saver = ({ call, onClose }: { call: () => Promise<unknown>; onClose: () => void }) => {
    const { saving, save } = useDialogSave(onClose);
    const [refusal, setRefusal] = useState('');
    return (
      <>
        <button
          type="button"
          disabled={saving}
          onClick={() => void save(call, () => setRefusal('recusado'))}
        >
          Salvar
        </button>
        <span>{refusal}</span>
      </>
    );
  };

  it('closes once the call went through', async () => {
    const onClose = vi.fn();
    renderWithAdmin(<Saver call={() => Promise.resolve()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and hands a refusal to onError', async () => {
    const onClose = vi.fn();
    renderWithAdmin(<Saver call={() => Promise.reject(new Error('x'))} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('recusado')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
