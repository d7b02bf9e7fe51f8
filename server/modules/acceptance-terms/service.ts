import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyAcceptanceTerms } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { listTermTags } from '../terms/service';
import { fillTermTags } from '../terms/termTags';

const NO_TERM = 'Nenhum termo de aceite publicado para este tipo de proposta.';

/** GetLastCompanyAcceptanceTerm: the tenant's latest published term of a proposal type, tags filled. */
export const getLastAcceptanceTerm = async (
  db: Database,
  companyId: number,
  proposalType: number,
) => {
  const [term] = await db
    .select()
    .from(companyAcceptanceTerms)
    .where(
      and(
        eq(companyAcceptanceTerms.companyId, companyId),
        eq(companyAcceptanceTerms.proposalType, proposalType),
        isNotNull(companyAcceptanceTerms.publishedAt),
        lte(companyAcceptanceTerms.publishedAt, sql`now()`),
      ),
    )
    .orderBy(desc(companyAcceptanceTerms.version))
    .limit(1);
  if (!term) throw new NotFoundError(NO_TERM);
  const tags = await listTermTags(db, companyId);
  return {
    Id: term.id,
    ProposalType: term.proposalType,
    Version: term.version,
    HTML: fillTermTags(
      term.html,
      tags.map((tag) => ({ name: tag.Name, value: tag.Value })),
    ),
    PublishedAt: (term.publishedAt as Date).toISOString(),
  };
};
