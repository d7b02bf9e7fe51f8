import type {
  CreateParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from 'react-admin';
import { withFieldErrors } from '../../src/providers/fieldErrors';
import { localListResult, withConflictMessage } from '../../src/providers/listParams';
import type { ResourceMapping } from '../../src/providers/resourceRegistry';

/** The gateway calls of an area's modality rules (renewal, anniversary endorsement). */
export interface ModalityRuleCalls<Rule, Input> {
  getRules: () => Promise<Rule[]>;
  getRule: (uniqueId: string) => Promise<Rule>;
  createRule: (ModalityUniqueId: string, input: Input) => Promise<Rule>;
  updateRule: (UniqueId: string, Version: number, input: Input) => Promise<Rule>;
  deleteRule: (UniqueId: string, Version: number) => Promise<unknown>;
}

/** A rule as react-admin reads it: its UniqueId is the id (the :token of the edit route). */
const withId = <Rule extends { UniqueId: string }>(rule: Rule) => ({ ...rule, id: rule.UniqueId });

/** What a form sends beyond the rule's own fields: react-admin's id, the Version read. */
const inputOf = <Input>(data: Record<string, unknown>) => {
  const { id: _id, Version: _version, ModalityUniqueId: _modality, ...input } = data;
  return input as Input;
};

const versionOf = (data: { Version?: unknown }, previous?: { Version?: unknown }) =>
  Number(data.Version ?? previous?.Version);

/**
 * The resource mapping of an area's modality rules: the gateway answers every rule at once, so
 * the list is sorted and paged here; update and delete send the Version read (a stale one is
 * the gateway's 409, "alterado por outra pessoa"); a refusal naming a field by its label goes
 * under that field.
 */
export const modalityRuleMapping = <Rule extends { UniqueId: string }, Input>(
  calls: ModalityRuleCalls<Rule, Input>,
  labels: Record<string, string>,
): ResourceMapping =>
  ({
    getList: async (_resource: string, params: GetListParams) =>
      localListResult(await calls.getRules(), params, (rule) => rule.UniqueId),
    getOne: async (_resource: string, { id }: GetOneParams) => ({
      data: withId(await calls.getRule(String(id))),
    }),
    getMany: async (_resource: string, { ids }: GetManyParams) => ({
      data: (await Promise.all(ids.map((id) => calls.getRule(String(id))))).map(withId),
    }),
    create: async (_resource: string, { data }: CreateParams) => ({
      data: withId(
        await withFieldErrors(
          calls.createRule(String(data.ModalityUniqueId ?? ''), inputOf<Input>(data)),
          labels,
        ),
      ),
    }),
    update: async (_resource: string, { id, data, previousData }: UpdateParams) => ({
      data: withId(
        await withConflictMessage(
          withFieldErrors(
            calls.updateRule(String(id), versionOf(data, previousData), inputOf<Input>(data)),
            labels,
          ),
        ),
      ),
    }),
    delete: async (_resource: string, { id, previousData }: DeleteParams) => {
      await withConflictMessage(calls.deleteRule(String(id), versionOf({}, previousData)));
      return { data: previousData ?? { id } };
    },
  }) as ResourceMapping;
