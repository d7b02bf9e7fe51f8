import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renovacaoProvider } from '../../../resources/renovacao/renovacaoDataProvider';
import { DEFAULT_ERROR_MESSAGE } from '../../../src/providers/gatewayClient';
import { CONFLICT_MESSAGE } from '../../../src/providers/listParams';
import { civelRule } from './fixtures';

const api = vi.hoisted(() => ({
  getRenewalSettings: vi.fn(),
  saveRenewalSettings: vi.fn(),
  getRenewalRules: vi.fn(),
  getRenewalRule: vi.fn(),
  createRenewalRule: vi.fn(),
  updateRenewalRule: vi.fn(),
  deleteRenewalRule: vi.fn(),
  getRenewalHistory: vi.fn(),
}));
vi.mock('../../../resources/renovacao/renewalApi', () => api);

const { mapping } = renovacaoProvider;
const input = {
  AutomaticRenewal: true,
  DaysBeforeExpiry: 30,
  MaxRenewals: 2,
  AdjustmentIndex: 'IPCA',
};
const record = { ...civelRule, id: civelRule.UniqueId };

beforeEach(() => vi.clearAllMocks());

describe('resource renovacao', () => {
  it('lists the rules with their UniqueId as id', async () => {
    api.getRenewalRules.mockResolvedValue([civelRule]);
    const result = await mapping.getList?.('renovacao', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result).toMatchObject({ total: 1, data: [{ id: civelRule.UniqueId }] });
  });

  it('updates with the Version read and only the rule’s fields', async () => {
    api.updateRenewalRule.mockResolvedValue({ ...civelRule, Version: 3 });
    const result = await mapping.update?.('renovacao', {
      id: record.id,
      data: { ...input, Version: 2 },
      previousData: record,
    });
    expect(api.updateRenewalRule).toHaveBeenCalledWith(civelRule.UniqueId, 2, input);
    expect(result?.data).toMatchObject({ id: civelRule.UniqueId, Version: 3 });
  });

  it('says a stale write was someone else’s when the gateway gives no reason', async () => {
    api.updateRenewalRule.mockRejectedValue(
      new HttpError(DEFAULT_ERROR_MESSAGE, 409, { Errors: [] }),
    );
    await expect(
      mapping.update?.('renovacao', { id: record.id, data: input, previousData: record }),
    ).rejects.toMatchObject({ status: 409, message: CONFLICT_MESSAGE });
    expect(api.updateRenewalRule.mock.calls[0][1]).toBe(civelRule.Version);
  });

  it('puts a refusal that names a field under that field', async () => {
    const message = 'Dias antes do vencimento: informe de 1 a 365.';
    api.createRenewalRule.mockRejectedValue(new HttpError('400', 400, { Errors: [message] }));
    await expect(
      mapping.create?.('renovacao', {
        data: { ModalityUniqueId: civelRule.ModalityUniqueId, ...input },
      }),
    ).rejects.toMatchObject({ body: { errors: { DaysBeforeExpiry: message } } });
    expect(api.createRenewalRule).toHaveBeenCalledWith(civelRule.ModalityUniqueId, input);
  });

  it('deletes with the Version read', async () => {
    api.deleteRenewalRule.mockResolvedValue([]);
    await mapping.delete?.('renovacao', { id: record.id, previousData: record });
    expect(api.deleteRenewalRule).toHaveBeenCalledWith(civelRule.UniqueId, civelRule.Version);
  });
});
