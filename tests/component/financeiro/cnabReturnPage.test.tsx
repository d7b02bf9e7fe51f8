import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FILE_ID,
  filesPage,
  POLICY_ID,
  renderFinancePage,
  returnResult,
  stubGateway,
} from './financeFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The result table's row of the file's line `lineNumber` (its first cell). */
const lineRow = (result: HTMLElement, lineNumber: number) => {
  const row = within(result)
    .getAllByRole('row')
    .find(
      (candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === `${lineNumber}`,
    );
  if (!row) throw new Error(`no row for line ${lineNumber}`);
  return row;
};

const pick = (name = 'RET0310.ret') =>
  fireEvent.change(screen.getByTestId('cnab-file-input'), {
    target: { files: [new File(['H'.repeat(240)], name, { type: 'text/plain' })] },
  });

describe('the CNAB return page', () => {
  it('uploads the file and shows the counters and each line with its outcome', async () => {
    let processed = false;
    const calls = stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(processed ? [returnResult()] : []),
      'Finance/UploadCnabReturn': () => {
        processed = true;
        return returnResult();
      },
    });
    renderFinancePage();
    expect(await screen.findByTestId('page-financeiro-retorno-cnab')).toBeTruthy();
    expect(await screen.findByText('Nenhum arquivo de retorno processado.')).toBeTruthy();

    pick();
    expect(screen.getByText('Arquivo: RET0310.ret')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Processar arquivo' }));

    const result = await screen.findByTestId('cnab-return-result');
    expect(calls.some((call) => call.path === 'Finance/UploadCnabReturn')).toBe(true);
    expect(within(screen.getByTestId('counter-settled')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('counter-rejected')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('counter-ignored')).getByText('0')).toBeTruthy();
    const settled = lineRow(result, 3);
    expect(within(settled).getByText('Liquidado')).toBeTruthy();
    expect(within(settled).getByText('R$ 1.479,45')).toBeTruthy();
    expect(within(settled).getByText('10/03/2026')).toBeTruthy();
    // the policy the payment issued opens its screen
    expect(
      within(settled)
        .getByRole('link', { name: /0775\.26\.000101-4/ })
        .getAttribute('href'),
    ).toBe(`/apolice/${POLICY_ID}`);
    const divergent = lineRow(result, 5);
    expect(within(divergent).getByText('Valor divergente')).toBeTruthy();
    expect(within(divergent).getByText('Valor pago menor que o do boleto.')).toBeTruthy();
    expect(lineRow(result, 7).textContent).toContain('Já liquidado');
    // the processed files list refreshes with the new file
    expect(await screen.findByText('Ana Financeiro')).toBeTruthy();
  });

  it('lists every line problem of a malformed file under the field', async () => {
    stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(),
      'Finance/UploadCnabReturn': () => {
        throw {
          status: 400,
          errors: ['Linha 3: valor pago inválido.', 'Linha 8: segmento U ausente.'],
        };
      },
    });
    renderFinancePage();
    pick('ruim.txt');
    fireEvent.click(await screen.findByRole('button', { name: 'Processar arquivo' }));
    const problems = await screen.findByTestId('cnab-file-problems');
    expect(within(problems).getByText('Linha 3: valor pago inválido.')).toBeTruthy();
    expect(within(problems).getByText('Linha 8: segmento U ausente.')).toBeTruthy();
    expect(screen.queryByTestId('cnab-return-result')).toBeNull();
  });

  it("shows the server's message when the same file comes again", async () => {
    stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(),
      'Finance/UploadCnabReturn': () => {
        throw { status: 409, errors: ['Este arquivo de retorno já foi processado em 11/03/2026.'] };
      },
    });
    renderFinancePage();
    pick();
    fireEvent.click(await screen.findByRole('button', { name: 'Processar arquivo' }));
    expect(
      await screen.findByText('Este arquivo de retorno já foi processado em 11/03/2026.'),
    ).toBeTruthy();
  });

  it('asks for the file before processing', async () => {
    const calls = stubGateway({ 'Finance/GetCnabReturnFiles': () => filesPage() });
    renderFinancePage();
    fireEvent.click(await screen.findByRole('button', { name: 'Processar arquivo' }));
    expect(await screen.findByText('Escolha o arquivo de retorno.')).toBeTruthy();
    expect(calls.some((call) => call.path === 'Finance/UploadCnabReturn')).toBe(false);
  });

  it("opens a processed file's stored result from the list", async () => {
    const calls = stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage([returnResult()]),
      'Finance/GetCnabReturnFile': () => returnResult(),
    });
    renderFinancePage();
    fireEvent.click(await screen.findByText('RET0310.ret'));
    const result = await screen.findByTestId('cnab-return-result');
    expect(within(result).getByText('Valor divergente')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'Finance/GetCnabReturnFile')?.query).toEqual({
        uniqueId: FILE_ID,
      }),
    );
  });
});
