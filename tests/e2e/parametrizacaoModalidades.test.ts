import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, signIn } from './support/browser';
import { type RunningServer, startServer } from './support/server';

const MODALITY = 'Obras de saneamento básico';
const COVERAGE = 'Custas de reparo emergencial';
const CLAUSE = 'Vistoria prévia da obra';

/** Picks `[tag]` in the editor's tag picker: it goes in at the cursor. */
/**
 * Types at the end of a rich-text editor. Focus is set on the editor itself first: after a tag is
 * picked from the combobox, focus may still be on the picker when a loaded machine types on.
 */
const typeAtEnd = async (page: Page, editor: Locator, text: string) => {
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

const insertTag = async (page: Page, scope: Page | Locator, tag: string) => {
  const picker = scope.getByRole('combobox', { name: 'Inserir tag' });
  await picker.click();
  await picker.fill(tag);
  await page.getByRole('option', { name: new RegExp(`^\\[${tag}\\]`) }).click();
};

describe('parameterisation: a new modality with its coverage, clause, contract text and history', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
    await signIn(page, server.baseUrl, 'admin');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a modality in a group and sets its limits', async () => {
    await page.goto(`${server.baseUrl}/parametrizacao/modalidades`);
    await page.getByRole('button', { name: 'Nova modalidade' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova modalidade' });
    await dialog.getByRole('combobox', { name: /^Grupo/ }).click();
    await page.getByRole('option', { name: 'Executante / Construtor (0775)' }).click();
    await dialog.getByRole('textbox', { name: /^Nome/ }).fill(MODALITY);
    await dialog
      .getByRole('textbox', { name: 'Importância segurada máxima', exact: true })
      .fill('2000000000');
    await dialog.getByRole('textbox', { name: /^Prêmio mínimo/ }).fill('25000');
    await dialog.getByRole('textbox', { name: /^Taxa base/ }).fill('0,85');
    await dialog.getByRole('textbox', { name: /^Retroatividade máxima/ }).fill('15');
    await dialog.getByRole('textbox', { name: /^Início futuro máximo/ }).fill('60');
    await dialog.getByRole('textbox', { name: /^Prazo mínimo/ }).fill('90');
    await dialog.getByRole('textbox', { name: /^Prazo máximo/ }).fill('1460');
    await dialog.getByRole('button', { name: 'Cadastrar' }).click();
    const success = page.getByRole('dialog', { name: 'Sucesso' });
    await success.getByText('Modalidade cadastrada.').waitFor({ timeout: 20_000 });
    await success.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('heading', { name: MODALITY, level: 1 }).waitFor();

    const maxAmount = page.getByRole('textbox', {
      name: 'Importância segurada máxima',
      exact: true,
    });
    assert.equal(await maxAmount.inputValue(), 'R$ 20.000.000,00');
    await maxAmount.fill('3500000000');
    await page.getByRole('textbox', { name: /^Prazo máximo/ }).fill('1825');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Modalidade alterada.').waitFor();
    assert.equal(await maxAmount.inputValue(), 'R$ 35.000.000,00');
  });

  it('adds a coverage', async () => {
    await page.getByRole('tab', { name: 'Coberturas' }).click();
    await page.getByRole('button', { name: 'Nova cobertura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova cobertura' });
    await dialog.getByRole('textbox', { name: /^Nome da cobertura/ }).fill(COVERAGE);
    await dialog.getByRole('radio', { name: /^Valor fixo/ }).check();
    await dialog.getByRole('textbox', { name: /^Valor da cobertura/ }).fill('15000000');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: new RegExp(COVERAGE) }).waitFor();
  });

  it('adds a particular clause whose preview fills its tags', async () => {
    await page.getByRole('tab', { name: 'Cláusulas particulares' }).click();
    await page.getByText('Nenhuma cláusula particular cadastrada.').waitFor();
    await page.getByRole('button', { name: 'Nova cláusula' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova cláusula' });
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(CLAUSE);
    const text = dialog.getByRole('textbox', { name: /^Texto da cláusula/ });
    await typeAtEnd(page, text, 'O tomador ');
    await insertTag(page, dialog, 'NOME_TOMADOR');
    await typeAtEnd(page, text, ' permite a vistoria da obra antes do início de vigência.');
    const preview = dialog.getByRole('region', { name: 'Pré-visualização' });
    await preview.getByText('O tomador Construtora Horizonte Engenharia Ltda. permite').waitFor();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(CLAUSE) });
    await row.waitFor();
    assert.match(await row.innerText(), /O tomador \[NOME_TOMADOR\] permite a vistoria/);
  });

  it('writes a contractual term with tags, sees the preview fill them and the unknown ones refused', async () => {
    await page.getByRole('tab', { name: 'Textos contratuais' }).click();
    const editor = page.getByRole('textbox', { name: 'Objeto' });
    await typeAtEnd(page, editor, 'Garantir até ');
    await insertTag(page, page, 'VALOR_IS');
    await typeAtEnd(page, editor, ' a obra contratada por ');
    await insertTag(page, page, 'NOME_SEGURADO');
    await typeAtEnd(page, editor, ', aditivo [TAG_VALOR_IS_ENDOSSO], protocolo [PROTOCOLO_OBRA].');
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await preview
      .getByText('Garantir até R$ 1.500.000,00 a obra contratada por Município de Campinas')
      .waitFor();
    assert.equal(await preview.locator('mark.tag-missing').innerText(), '[TAG_VALOR_IS_ENDOSSO]');
    await preview.getByText(/^Tags desconhecidas: \[PROTOCOLO_OBRA\]/).waitFor();

    await page.getByRole('button', { name: 'Salvar texto' }).click();
    await page
      .getByText(
        'Texto do termo (Value): tags desconhecidas [PROTOCOLO_OBRA]. Use as tags do catálogo ou as tags de termo da seguradora.',
      )
      .waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    for (let i = 0; i < ', protocolo [PROTOCOLO_OBRA].'.length; i += 1) {
      await page.keyboard.press('Backspace');
    }
    await page.keyboard.type('.');
    await page.getByRole('button', { name: 'Salvar texto' }).click();
    await page.getByText('Versão 1').waitFor();

    await page.reload();
    await page.getByRole('tab', { name: 'Textos contratuais' }).click();
    await page.getByRole('textbox', { name: 'Objeto' }).waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Objeto' }).innerText(),
      'Garantir até [VALOR_IS] a obra contratada por [NOME_SEGURADO], aditivo [TAG_VALOR_IS_ENDOSSO].',
    );
  });

  it('shows each change in the history tab', async () => {
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const history = page.getByRole('list').filter({ hasText: 'Termo contratual: Objeto' });
    await history.waitFor();
    const text = await history.innerText();
    assert.match(
      text,
      /Termo contratual: Objeto: — → Garantir até \[VALOR_IS\] a obra contratada por \[NOME_SEGURADO\]/,
    );
    assert.match(text, new RegExp(`Cláusula particular: — → 1\\. ${CLAUSE} — O tomador`));
    assert.match(text, new RegExp(`Cobertura: — → ${COVERAGE}`));
    assert.match(
      text,
      /Importância segurada máxima: \D*20\.?000\.?000[.,]00 → \D*35\.?000\.?000[.,]00/,
    );
    assert.match(text, /Prazo máximo \(dias\): 1460 → 1825/);
  });
});
