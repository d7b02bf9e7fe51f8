import { and, eq, isNull } from 'drizzle-orm';
import { pipeCatalogue } from '../../../domain/kanban';
import type { Database } from '../client';
import { profileApprovalLimits, profiles } from '../schema';

/**
 * The demo tenant's alçadas (issue 14): the Analista profile approves up to R$ 5.000.000,00 in
 * every pipe; the Administrador has no limit (no rows), so a larger IS goes to an administrator.
 */
export const DEMO_ANALYST_LIMIT = '5000000.00';

export const seedDemoApprovalLimits = async (db: Database, companyId: number) => {
  const [analyst] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.companyId, companyId),
        eq(profiles.name, 'Analista'),
        isNull(profiles.deletedAt),
      ),
    );
  if (!analyst) return;
  await db
    .insert(profileApprovalLimits)
    .values(
      pipeCatalogue.map((pipe) => ({
        companyId,
        profileId: analyst.id,
        analysisType: pipe.key,
        maxInsuredAmount: DEMO_ANALYST_LIMIT,
      })),
    )
    .onConflictDoNothing();
};
