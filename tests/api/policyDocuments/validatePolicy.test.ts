import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskDocument } from '../../../domain/cpfCnpj';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { SECOND_COMPANY_KEY } from '../support/secondTenant';
import { createTestApp, type TestApp } from '../support/testApp';
import { brokerIdOf, issuedPolicy } from './fixtures';

let t: TestApp;
let issued: Awaited<ReturnType<typeof issuedPolicy>>;

beforeAll(async () => {
  t = await createTestApp();
  issued = await issuedPolicy(t.db, await brokerIdOf(t.db, 'corretor'));
});
afterAll(() => t.close());

const NOT_FOUND = 'Apólice não encontrada para os dados informados.';

/** A signed-out call, as the public page makes it (companyKey when given, else the host). */
const validate = async (
  numeroApolice: string,
  documento: string,
  companyKey?: string,
  app = t.app,
) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/Policy/ValidatePolicy',
    query: { numeroApolice, documento },
    headers: companyKey ? { companyKey } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

describe('ValidatePolicy (public)', () => {
  it('confirms the policy by the insured’s document (masked) or the holder’s', async () => {
    const { policy, insured, holder } = issued;
    const byInsured = await validate(policy.number, maskDocument(insured.cpfCnpj));
    expect(byInsured.status).toBe(200);
    expect(byInsured.body.Response).toEqual({
      PolicyNumber: policy.number,
      StatusName: 'Emitida',
      ModalityName: expect.any(String),
      InsuredAmountValue: policy.insuredAmountValue,
      StartDate: policy.startDate,
      EndDate: policy.endDate,
      InsurerName: 'Garantia Brasil Seguros S.A.',
      InsurerDocument: expect.stringMatching(/^\d{14}$/),
    });
    const byHolder = await validate(policy.number, holder.cpfCnpj, DEMO_COMPANY_KEY);
    expect(byHolder.status).toBe(200);
    expect(byHolder.body.Response.PolicyNumber).toBe(policy.number);
  });

  it('answers one generic 404 whichever part is wrong', async () => {
    const { policy, insured } = issued;
    const wrongDocument = await validate(policy.number, '11.222.333/0001-81');
    const wrongNumber = await validate('999999999', insured.cpfCnpj);
    const otherTenant = await validate(policy.number, insured.cpfCnpj, SECOND_COMPANY_KEY);
    for (const answer of [wrongDocument, wrongNumber, otherTenant]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ Response: null, Errors: [NOT_FOUND] });
    }
  });

  it('is rate-limited per address (429 in pt-BR)', async () => {
    const app = await t.variant({ rateLimit: { max: 100_000, signInMax: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await validate('1', '11.222.333/0001-81', undefined, app)).status).toBe(404);
    }
    const limited = await validate(issued.policy.number, issued.insured.cpfCnpj, undefined, app);
    expect(limited.status).toBe(429);
    expect(limited.body.Errors).toEqual([
      'Muitas tentativas. Aguarde um instante e tente novamente.',
    ]);
  });
});
