import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import {
  AdminContext,
  type GetListParams,
  type GetListResult,
  HttpError,
  ListBase,
  memoryStore,
  Notification,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrazilianExportButton, type CsvColumn } from '../../../src/export';
import { testI18nProvider } from '../../../src/providers/i18nProvider';

interface Holder {
  id: number;
  Name: string;
  Document: string;
  Limit: string;
}

const holders = (count: number): Holder[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    Name: `Tomador ${i + 1}`,
    Document: '11222333000181',
    Limit: '-1234.5',
  }));

const columns: CsvColumn<Holder>[] = [
  { header: 'Nome', value: (row) => row.Name },
  { header: 'CNPJ', value: (row) => row.Document, kind: 'document' },
  { header: 'Limite', value: (row) => row.Limit, kind: 'money' },
];

/** The list shows 25 rows a page; the export asks for 100. */
const LIST_PAGE = 25;

type GetList = (resource: string, params: GetListParams) => Promise<GetListResult>;

const pagingGetList = (all: Holder[]) =>
  vi.fn<GetList>(async (_resource, params) => {
    const { page, perPage } = params.pagination!;
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  });

const exportCalls = (getList: ReturnType<typeof vi.fn<GetList>>) =>
  getList.mock.calls.filter(([, params]) => params.pagination?.perPage !== LIST_PAGE);

const renderList = (getList: GetList) =>
  render(
    <TestMemoryRouter initialEntries={['/tomadores']}>
      <AdminContext
        dataProvider={testDataProvider({ getList })}
        i18nProvider={testI18nProvider}
        store={memoryStore()}
      >
        <ListBase
          resource="tomadores"
          filter={{ Kind: 'PJ' }}
          filterDefaultValues={{ Status: 'ativo' }}
          sort={{ field: 'Name', order: 'DESC' }}
          perPage={LIST_PAGE}
        >
          <BrazilianExportButton columns={columns} filename="tomadores" />
        </ListBase>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );

/** What react-admin's downloadCSV hands the browser: the Blob and the file name. */
const downloads: Array<{ blob: Blob; filename: string }> = [];
let lastBlob: Blob | null = null;
const originalCreateObjectURL = URL.createObjectURL;

beforeEach(() => {
  downloads.length = 0;
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

const exportButton = () => screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement;

const enabledExportButton = async () => {
  await waitFor(() => expect(exportButton().disabled).toBe(false));
  return exportButton();
};

/** The file's bytes as UTF-8, the byte-order mark kept. */
const fileText = async (blob: Blob) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());

describe('BrazilianExportButton', () => {
  it('exports every row matching the filters and sort, page by page, as a Brazilian CSV', async () => {
    const getList = pagingGetList(holders(250));
    renderList(getList);

    await userEvent.click(await enabledExportButton());

    expect(await screen.findByText('Exportação concluída: 250 linhas')).toBeTruthy();
    expect(exportCalls(getList).map(([, params]) => params.pagination)).toEqual([
      { page: 1, perPage: 100 },
      { page: 2, perPage: 100 },
      { page: 3, perPage: 100 },
    ]);
    for (const [resource, params] of exportCalls(getList)) {
      expect(resource).toBe('tomadores');
      expect(params.filter).toEqual({ Status: 'ativo', Kind: 'PJ' });
      expect(params.sort).toEqual({ field: 'Name', order: 'DESC' });
    }

    expect(downloads).toHaveLength(1);
    const [{ blob, filename }] = downloads;
    expect(filename).toBe(`tomadores-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // one UTF-8 byte-order mark (EF BB BF), not two
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'N'.charCodeAt(0)]);
    const lines = (await fileText(blob)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFNome;CNPJ;Limite');
    expect(lines[1]).toBe('Tomador 1;11.222.333/0001-81;-1.234,50');
    expect(lines[250]).toBe('Tomador 250;11.222.333/0001-81;-1.234,50');
    expect(lines).toHaveLength(252); // header, 250 rows, and the empty string after the last CRLF
  });

  it('exports the first 10 000 rows and warns when more match', async () => {
    const getList = pagingGetList(holders(12_345));
    renderList(getList);

    await userEvent.click(await enabledExportButton());

    expect(
      await screen.findByText(
        'Exportadas as primeiras 10.000 de 12.345 linhas; refine os filtros.',
      ),
    ).toBeTruthy();
    expect(exportCalls(getList)).toHaveLength(100);
    const lines = (await fileText(downloads[0].blob)).split('\r\n');
    expect(lines).toHaveLength(10_002);
    expect(lines[10_000]).toMatch(/^Tomador 10000;/);
  });

  it('shows the progress while it runs and lets the user cancel', async () => {
    const all = holders(1_250);
    let releaseSecondPage = () => {};
    const getList = vi.fn<GetList>(async (_resource, params) => {
      const { page, perPage } = params.pagination!;
      if (perPage === 100 && page === 2) {
        await new Promise<void>((resolve) => {
          releaseSecondPage = resolve;
        });
      }
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    renderList(getList);

    await userEvent.click(await enabledExportButton());

    const progress = await screen.findByRole('button', { name: 'Exportando 100 de 1.250…' });
    expect((progress as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');

    await userEvent.click(screen.getByRole('button', { name: 'Cancelar exportação' }));

    expect(await screen.findByText('Exportação cancelada.')).toBeTruthy();
    expect(await enabledExportButton()).toBeTruthy();
    releaseSecondPage();
    expect(exportCalls(getList)).toHaveLength(2);
    expect(downloads).toHaveLength(0);
  });

  it("shows the gateway's message when a page fails", async () => {
    // react-admin's useDataProvider logs every failed call in development
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getList = vi.fn<GetList>(async (_resource, params) => {
      if (params.pagination?.page === 2) {
        throw new HttpError('A consulta excedeu o tempo limite. Tente novamente.', 504);
      }
      return { data: holders(100), total: 250 };
    });
    renderList(getList);

    await userEvent.click(await enabledExportButton());

    expect(
      await screen.findByText('A consulta excedeu o tempo limite. Tente novamente.'),
    ).toBeTruthy();
    expect(downloads).toHaveLength(0);
    expect(await enabledExportButton()).toBeTruthy();
  });

  it('is disabled when no row matches', async () => {
    const getList = pagingGetList([]);
    renderList(getList);

    await waitFor(() => expect(getList).toHaveBeenCalled());
    await waitFor(() => expect(exportButton().disabled).toBe(true));
  });
});
