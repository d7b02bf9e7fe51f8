import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  particularClausesBody,
  ProposalContractualTerms,
  ProposalTag,
  ProposalTextTerm,
} from '../../../domain/contracts/proposalTexts';
import { tagsUsed, unknownTags } from '../../../domain/modalityTerms';
import { ProposalStatus, proposalStatusLabel } from '../../../domain/proposalStatus';
import { canEdit } from '../../../domain/proposalTransitions';
import {
  renderTemplate,
  segmentsToHtml,
  type TemplateData,
  templateTagCatalogue,
} from '../../../domain/templates';
import type { Database } from '../../db/client';
import { proposalContractualTerms, proposals } from '../../db/schema';
import { ConflictError, ValidationError } from '../../http/errors';
import { rejectStaleVersion } from '../../http/writeGuards';
import { isBlankRichText } from '../modalities/termPreview';
import { unknownTagsMessage } from '../modalities/termMessages';
import type { AuthContext } from '../security/principal';
import { listTermTags } from '../terms/service';
import { termRows } from './drafts';
import * as M from './messages';
import {
  assertProposalWritable,
  findVisibleProposalById,
  type ProposalRow,
  proposalScopeOf,
} from './scope';
import { type ProposalTermRow, proposalTextSources, type TermKind } from './templateData';

/** A stored text of the proposal with its tags filled from the proposal as it is now. */
export const renderProposalTerm = (term: ProposalTermRow, data: TemplateData): ProposalTextTerm => {
  const segments = renderTemplate(term.value, data);
  const values: Record<string, string> = {};
  const missing = new Set<string>();
  for (const segment of segments) {
    if (segment.kind === 'tag') values[segment.tag] = segment.value;
    if (segment.kind === 'missing') missing.add(segment.tag);
  }
  return {
    Id: term.id,
    SourceId: term.sourceId,
    Title: term.title,
    Value: term.value,
    JSONTag: tagsUsed(term.value),
    JSONTagValue: values,
    RenderedValue: segmentsToHtml(segments),
    MissingTags: [...missing],
  };
};

/** GetProposalContractualTerms: the object and the particular clauses, tags filled. */
export const contractualTermsOf = async (
  db: Database,
  row: ProposalRow,
): Promise<ProposalContractualTerms> => {
  const sources = await proposalTextSources(db, row);
  const rendered = (kind: TermKind) =>
    sources.terms
      .filter((term) => term.kind === kind)
      .map((term) => renderProposalTerm(term, sources.dataFor(kind)));
  return {
    ProposalId: row.id,
    ProposalUniqueId: row.uniqueId,
    Version: row.version,
    Object: rendered('object'),
    ParticularClausule: rendered('particular_clause'),
  };
};

/** The catalogue group a proposal text cannot fill: the endorsement's own tags. */
const ENDORSEMENT_GROUP = 'Endosso';
const COMPANY_TAGS_GROUP = 'Tags da seguradora';

/**
 * GetCompanyProposalTags: the tags a proposal text may use, with their pt-BR descriptions — the
 * engine's catalogue (the one the modality editor offers) without the endorsement-only tags, then
 * the tenant's term tags ([Name] → Value).
 */
export const companyProposalTags = async (
  db: Database,
  auth: AuthContext,
): Promise<ProposalTag[]> => [
  ...templateTagCatalogue
    .filter((tag) => tag.group !== ENDORSEMENT_GROUP)
    .map((tag) => ({ Tag: tag.tag, Description: tag.description, Group: tag.group })),
  ...(await listTermTags(db, auth.companyId)).map((tag) => ({
    Tag: tag.Name,
    Description: tag.Value,
    Group: COMPANY_TAGS_GROUP,
  })),
];

/**
 * UpdateParticularClauses: replaces the proposal's particular clauses (sanitised rich text, tags
 * of the catalogue or the tenant only) while the proposal may change: the broker while it is a
 * quote or back with it (canEdit), insurer staff also in analysis. A co-broker 409, a holder user
 * 403; a stale Version 409 with nothing written.
 */
export const updateParticularClauses = async (
  db: Database,
  auth: AuthContext,
  proposalId: number,
  version: number | undefined,
  clauses: z.infer<typeof particularClausesBody>,
) => {
  const row = await findVisibleProposalById(db, auth, proposalId);
  assertProposalWritable(auth, row);
  rejectStaleVersion(version, row.version, M.STALE_PROPOSAL);
  const insurerInAnalysis =
    proposalScopeOf(auth) === 'insurer' && row.status === ProposalStatus.EmAnalise;
  if (!canEdit(row.status) && !insurerInAnalysis) {
    throw new ConflictError(M.CANNOT_EDIT(proposalStatusLabel(row.status)));
  }
  const rows = termRows('particular_clause', clauses);
  const termTagNames = (await listTermTags(db, auth.companyId)).map((tag) => tag.Name);
  const problems = rows.flatMap((clause, index) => {
    if (isBlankRichText(clause.value)) return [M.CLAUSE_BLANK(index + 1)];
    const unknown = unknownTags(clause.value, termTagNames);
    return unknown.length ? [unknownTagsMessage(M.CLAUSES_FIELD(index + 1), unknown)] : [];
  });
  if (problems.length) throw new ValidationError(problems);
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(proposals)
      .set({ version: sql`${proposals.version} + 1`, updatedAt: new Date() })
      .where(and(eq(proposals.id, row.id), eq(proposals.version, row.version)))
      .returning();
    if (!updated) throw new ConflictError(M.STALE_PROPOSAL);
    await tx
      .delete(proposalContractualTerms)
      .where(
        and(
          eq(proposalContractualTerms.proposalId, row.id),
          eq(proposalContractualTerms.kind, 'particular_clause'),
        ),
      );
    if (rows.length) {
      await tx
        .insert(proposalContractualTerms)
        .values(rows.map((clause) => ({ proposalId: row.id, ...clause })));
    }
    return updated;
  });
  return contractualTermsOf(db, saved);
};
