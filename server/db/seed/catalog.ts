import { sql } from 'drizzle-orm';
import { type FunctionalityId, functionalityLabels } from '../../../domain/functionalities';
import { type MenuIdValue, menuFunctionalities, menuLabels } from '../../../domain/menus';
import type { Database } from '../client';
import { functionalities, menus } from '../schema';

/** The menu each functionality is granted under (domain/menus.ts). */
export const menuOfFunctionality = new Map<FunctionalityId, MenuIdValue>(
  Object.entries(menuFunctionalities).flatMap(([menuId, ids]) =>
    ids.map((id) => [id, Number(menuId) as MenuIdValue] as const),
  ),
);

/** Upserts the spec's menus and functionalities from domain/, so the tables follow the code. */
export const syncCatalog = async (db: Database) => {
  await db
    .insert(menus)
    .values(Object.entries(menuLabels).map(([id, name]) => ({ id: Number(id), name })))
    .onConflictDoUpdate({ target: menus.id, set: { name: sql`excluded.name` } });
  await db
    .insert(functionalities)
    .values(
      [...menuOfFunctionality].map(([id, menuId]) => ({
        id,
        menuId,
        name: functionalityLabels[id],
      })),
    )
    .onConflictDoUpdate({
      target: functionalities.id,
      set: { name: sql`excluded.name`, menuId: sql`excluded.menu_id` },
    });
};
