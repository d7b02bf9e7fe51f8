import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fieldErrors, withFieldErrors } from '../../src/providers/fieldErrors';
import {
  CONFLICT_MESSAGE,
  filterQuery,
  localListResult,
  pageQuery,
  sortQuery,
  toListResult,
  withConflictMessage,
} from '../../src/providers/listParams';

describe('a list request as gateway query names', () => {
  it('keeps the spec names, strips document masks and leaves empty filters out', () => {
    expect(
      filterQuery(
        { policyHolderName: '  alvorada ', policyHolderDocument: '12.845.037/0001-90', x: '' },
        { documents: ['policyHolderDocument'] },
      ),
    ).toEqual({ policyHolderName: 'alvorada', policyHolderDocument: '12845037000190' });
    expect(
      filterQuery({ InsuredDocument: '418.205.736-80' }, { documents: ['InsuredDocument'] }),
    ).toEqual({ InsuredDocument: '41820573680' });
  });

  it('turns the page into currentPage/rowsPerPage and the sort into sortField/sortOrder', () => {
    expect(pageQuery({ pagination: { page: 3, perPage: 50 } })).toEqual({
      currentPage: 3,
      rowsPerPage: 50,
    });
    expect(sortQuery({ sort: { field: 'Name', order: 'DESC' } })).toEqual({
      sortField: 'Name',
      sortOrder: 'DESC',
    });
    // react-admin's default sort by id is the gateway's own default order: nothing sent
    expect(sortQuery({ sort: { field: 'id', order: 'ASC' } })).toEqual({});
  });

  it('gives each row its id and the total of the PageResult', () => {
    expect(
      toListResult(
        {
          Data: [{ UniqueId: 'a', Name: 'A' }],
          PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 41, TotalPages: 3 },
        },
        (row) => row.UniqueId,
      ),
    ).toEqual({ data: [{ id: 'a', UniqueId: 'a', Name: 'A' }], total: 41 });
  });
});

describe('gateway failures for react-admin', () => {
  it('puts each message under the field it names, and all of them as the root error', () => {
    const body = {
      Response: null,
      Errors: ['O campo "Name" é obrigatório.', 'O campo "Address.ZipCode" é inválido.', 'Outro.'],
    };
    expect(fieldErrors(body.Errors)).toEqual({
      Name: 'O campo "Name" é obrigatório.',
      'Address.ZipCode': 'O campo "Address.ZipCode" é inválido.',
      root: {
        serverError: 'O campo "Name" é obrigatório. O campo "Address.ZipCode" é inválido. Outro.',
      },
    });
    expect(fieldErrors(['Sem campo.'])).toBeUndefined();
  });

  it('finds the field of a business rule by its label, for the forms that give them', async () => {
    const refused = new HttpError('Nome: informe o nome do tomador.', 400, {
      Response: null,
      Errors: ['Nome: informe o nome do tomador.', 'Já existe um tomador com este CPF/CNPJ.'],
    });
    await expect(
      withFieldErrors(Promise.reject(refused), { Name: 'Nome', CpfCnpj: 'CPF/CNPJ' }),
    ).rejects.toMatchObject({
      status: 400,
      body: {
        errors: {
          Name: 'Nome: informe o nome do tomador.',
          root: {
            serverError: 'Nome: informe o nome do tomador. Já existe um tomador com este CPF/CNPJ.',
          },
        },
      },
    });
  });

  it('finds a field named inside a message by its pattern', async () => {
    const refused = new HttpError('Já existe um tomador com este CPF/CNPJ.', 409, {
      Response: null,
      Errors: ['Já existe um tomador com este CPF/CNPJ.'],
    });
    await expect(
      withFieldErrors(Promise.reject(refused), {
        Name: 'Nome',
        CpfCnpj: ['CPF/CNPJ', /CPF\/CNPJ/],
      }),
    ).rejects.toMatchObject({
      status: 409,
      body: { errors: { CpfCnpj: 'Já existe um tomador com este CPF/CNPJ.' } },
    });
  });

  it('says a stale write was someone else’s change, keeping the gateway’s own words', async () => {
    const bare = new HttpError('Erro ao tentar executar a solicitação.', 409);
    await expect(withConflictMessage(Promise.reject(bare))).rejects.toMatchObject({
      status: 409,
      message: CONFLICT_MESSAGE,
    });
    const told = new HttpError(
      'Este tomador foi alterado por outra pessoa. Recarregue a página.',
      409,
    );
    await expect(withConflictMessage(Promise.reject(told))).rejects.toBe(told);
    const other = new HttpError('Nome: informe o nome.', 400);
    await expect(withConflictMessage(Promise.reject(other))).rejects.toBe(other);
  });
});

describe('a whole-list answer as one page', () => {
  const rows = [
    { UniqueId: 'b', Name: 'Beta', Code: 10 },
    { UniqueId: 'a', Name: 'Ágata', Code: 2 },
    { UniqueId: 'c', Name: 'Cedro', Code: null },
  ];

  it('sorts by the list field (accents and case aside, empty values last) and cuts the page', () => {
    const byName = localListResult(
      rows,
      { sort: { field: 'Name', order: 'ASC' }, pagination: { page: 1, perPage: 2 } },
      (row) => row.UniqueId,
    );
    expect(byName.data.map((row) => row.id)).toEqual(['a', 'b']);
    expect(byName.total).toBe(3);
    const byCode = localListResult(
      rows,
      { sort: { field: 'Code', order: 'DESC' }, pagination: { page: 1, perPage: 10 } },
      (row) => row.UniqueId,
    );
    expect(byCode.data.map((row) => row.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the answer order for the default sort by id', () => {
    const page = localListResult(
      rows,
      { sort: { field: 'id', order: 'DESC' }, pagination: { page: 2, perPage: 2 } },
      (row) => row.UniqueId,
    );
    expect(page.data.map((row) => row.id)).toEqual(['c']);
  });
});
