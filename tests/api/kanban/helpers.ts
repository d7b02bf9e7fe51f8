import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { type Caller, expectStatus, signedInApp } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { approvedDocuments, createQuote, quoteBody } from '../proposals/helpers';

/**
 * What every kanban api test file starts from: a fresh app with the demo admin, analista and
 * corretor signed in, the second tenant's admin as `otherTenant`, and the demo tenant's id.
 */
export const kanbanApp = async () => {
  const signed = await signedInApp(['admin', 'analista', 'corretor']);
  return { ...signed, companyId: await companyIdOf(signed.t.db, DEMO_COMPANY_KEY) };
};

/** Licitante asks for the bid notice and the articles of association. */
const LICITANTE_DOCUMENTS = ['Edital', 'Contrato social'];

/**
 * A proposal the subscription engine refers (IS R$ 2.000.000, above the automatic maximum):
 * submitted by the broker, it stays Em análise with one pending analysis (Subscricao).
 */
export const referredProposal = async (t: TestApp, corretor: Caller) => {
  const quote = await createQuote(corretor, {
    ...(await quoteBody(t.db)),
    InsuredAmountValue: '2000000',
  });
  const priced = await corretor.post('/api/Proposal/UpdateCalculateFinancialData', {
    ProposalUniqueId: quote.UniqueId,
    Version: quote.Version,
  });
  expectStatus(priced, 200);
  await approvedDocuments(t.db, quote.Id, LICITANTE_DOCUMENTS);
  const submitted = await corretor.post('/api/Proposal/SubmitProposal', {
    ProposalUniqueId: quote.UniqueId,
    Version: (priced.data as ProposalDetail).Version,
  });
  expectStatus(submitted, 200);
  return submitted.data as ProposalDetail;
};
