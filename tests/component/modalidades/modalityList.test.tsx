import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalityList } from '../../../resources/modalidades/ModalityList';
import { executante, groupOf, renderModalities } from './modalityFixtures';

const api = vi.hoisted(() => ({ getBranches: vi.fn(), getModalityGroups: vi.fn() }));
vi.mock('../../../resources/modalidades/modalitiesApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

const branch = (Id: number, Code: string, Name: string) => ({
  Id,
  UniqueId: `b-${Id}`,
  Code,
  Name,
  IsPrivate: Id === 2,
  IsActive: true,
});

describe('the modality list', () => {
  it('shows each branch as a tab with its groups, and searches modalities by name', async () => {
    const user = userEvent.setup();
    api.getBranches.mockResolvedValue([
      branch(1, '0775', 'Setor público'),
      branch(2, '0776', 'Setor privado'),
    ]);
    const manutencao = { ...executante, Id: 22, Name: 'Manutenção corretiva', Ref: 'GE-02' };
    api.getModalityGroups.mockResolvedValue([
      groupOf([executante, manutencao]),
      groupOf([{ ...executante, Id: 40, BranchId: 2, ModalityGroupId: 9, Name: 'Imobiliário' }], {
        Id: 9,
        Name: 'Imobiliário',
        BranchId: 2,
        BranchCode: '0776',
      }),
    ]);
    renderModalities(<ModalityList />);
    await screen.findByRole('heading', { name: 'Garantias contratuais' });
    expect(screen.getByRole('tab', { name: '0775 · Setor público', selected: true })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Executante construtor' });
    expect(link.getAttribute('href')).toBe(
      `/parametrizacao/branch/1/grupo/3/modalidade/21/${executante.UniqueId}/`,
    );
    expect(within(link.closest('tr')!).getByText('EXE-01')).toBeTruthy();
    expect(screen.queryByText('Imobiliário')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Pesquisar modalidade' }), 'manutencao');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Executante construtor/ })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: /Manutenção corretiva/ })).toBeTruthy();

    await user.clear(screen.getByRole('textbox', { name: 'Pesquisar modalidade' }));
    await user.click(screen.getByRole('tab', { name: '0776 · Setor privado' }));
    const heading = await screen.findByRole('heading', { name: 'Imobiliário' });
    const card = heading.closest('.MuiCard-root');
    expect(within(card as HTMLElement).getByRole('link', { name: 'Ver grupo' })).toHaveProperty(
      'pathname',
      '/parametrizacao/branch/2/modalidade/9',
    );
  });

  it('keeps the branch tab and the search in the URL, so a reload or Back finds them', async () => {
    api.getBranches.mockResolvedValue([
      branch(1, '0775', 'Setor público'),
      branch(2, '0776', 'Setor privado'),
    ]);
    api.getModalityGroups.mockResolvedValue([
      groupOf([executante]),
      groupOf(
        [
          { ...executante, Id: 40, BranchId: 2, ModalityGroupId: 9, Name: 'Imobiliário' },
          { ...executante, Id: 41, BranchId: 2, ModalityGroupId: 9, Name: 'Locação residencial' },
        ],
        { Id: 9, Name: 'Garantias privadas', BranchId: 2, BranchCode: '0776' },
      ),
    ]);
    const filter = encodeURIComponent(JSON.stringify({ BranchId: 2, q: 'locacao' }));
    renderModalities(<ModalityList />, `/parametrizacao/modalidades?filter=${filter}`);
    await screen.findByRole('link', { name: /Locação residencial/ });
    expect(screen.getByRole('tab', { name: '0776 · Setor privado', selected: true })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Pesquisar modalidade' }) as HTMLInputElement).value,
    ).toBe('locacao');
    expect(screen.queryByRole('link', { name: /Imobiliário/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Garantias contratuais' })).toBeNull();
  });
});

describe('the modality catalogue’s columns and export', () => {
  const downloads: Array<{ blob: Blob; filename: string }> = [];
  let lastBlob: Blob | null = null;
  const originalCreateObjectURL = URL.createObjectURL;

  beforeEach(() => {
    downloads.length = 0;
    // what react-admin's downloadCSV hands the browser: the Blob and the file name
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:csv';
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ blob: lastBlob!, filename: this.download });
    });
  });
  afterEach(() => {
    URL.createObjectURL = originalCreateObjectURL;
    vi.restoreAllMocks();
  });

  const catalogue = () => {
    api.getBranches.mockResolvedValue([
      branch(1, '0775', 'Setor público'),
      branch(2, '0776', 'Setor privado'),
    ]);
    api.getModalityGroups.mockResolvedValue([
      groupOf([
        executante,
        { ...executante, Id: 22, Name: 'Adiantamento de pagamento', Ref: null, BaseRate: '2.5000' },
        { ...executante, Id: 23, Name: 'Manutenção corretiva', Ref: 'GE-02', BaseRate: '0.8000' },
      ]),
      groupOf([{ ...executante, Id: 40, BranchId: 2, ModalityGroupId: 9, Name: 'Imobiliário' }], {
        Id: 9,
        Name: 'Imobiliário',
        BranchId: 2,
        BranchCode: '0776',
      }),
    ]);
  };

  /** The modality names of the group's table, top to bottom. */
  const namesIn = (group: string) =>
    within(screen.getByRole('table', { name: group }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('sorts each group’s modalities by a column header, starting from the sort in the URL', async () => {
    const user = userEvent.setup();
    catalogue();
    renderModalities(<ModalityList />, '/parametrizacao/modalidades?sort=BaseRate&order=ASC');
    await screen.findByRole('link', { name: 'Executante construtor' });
    expect(namesIn('Garantias contratuais')).toEqual([
      'Manutenção corretiva',
      'Executante construtor',
      'Adiantamento de pagamento',
    ]);
    expect(screen.getByText('0,8 %')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Ordenar por nome/ }));
    await waitFor(() =>
      expect(namesIn('Garantias contratuais')).toEqual([
        'Adiantamento de pagamento',
        'Executante construtor',
        'Manutenção corretiva',
      ]),
    );
    await user.click(screen.getByRole('button', { name: /Ordenar por nome/ }));
    await waitFor(() =>
      expect(namesIn('Garantias contratuais')).toEqual([
        'Manutenção corretiva',
        'Executante construtor',
        'Adiantamento de pagamento',
      ]),
    );

    // a modality without reference goes last
    await user.click(screen.getByRole('button', { name: /Ordenar por referência/ }));
    await waitFor(() =>
      expect(namesIn('Garantias contratuais')).toEqual([
        'Executante construtor',
        'Manutenção corretiva',
        'Adiantamento de pagamento',
      ]),
    );
  });

  it('exports the branch’s modalities, in the order shown, as a Brazilian CSV', async () => {
    const user = userEvent.setup();
    catalogue();
    renderModalities(<ModalityList />, '/parametrizacao/modalidades?sort=BaseRate&order=ASC');
    await screen.findByRole('link', { name: 'Executante construtor' });
    const exportButton = screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement;
    await waitFor(() => expect(exportButton.disabled).toBe(false));

    await user.click(exportButton);
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].filename).toMatch(/^modalidades-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await downloads[0].blob.arrayBuffer(),
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = text.slice(1).trimEnd().split('\r\n');
    const headers = header.split(';');
    expect(headers.slice(0, 5)).toEqual([
      'Ramo',
      'Grupo',
      'Nome',
      'Referência',
      'Importância segurada máxima',
    ]);
    const cell = (row: string, name: string) => row.split(';')[headers.indexOf(name)];
    // the other branch's Imobiliário stays out; the rows follow the sort of the screen
    expect(rows.map((row) => cell(row, 'Nome'))).toEqual([
      'Manutenção corretiva',
      'Executante construtor',
      'Adiantamento de pagamento',
    ]);
    const executanteRow = rows[1];
    expect(cell(executanteRow, 'Ramo')).toBe('0775');
    expect(cell(executanteRow, 'Grupo')).toBe('Garantias contratuais');
    expect(cell(executanteRow, 'Referência')).toBe('EXE-01');
    expect(cell(executanteRow, 'Importância segurada máxima')).toBe('50.000.000,00');
    expect(cell(executanteRow, 'Taxa base (% a.a.)')).toBe('1,2');
    expect(cell(executanteRow, 'Prazo máximo (dias)')).toBe('1.825');
    expect(cell(executanteRow, 'Habilitada para emissão automática')).toBe('Sim');
    expect(cell(executanteRow, 'Excluída')).toBe('Não');
  });
});
