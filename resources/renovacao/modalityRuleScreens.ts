import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback } from 'react';
import { type RaRecord, type SaveHandler, useDataProvider, useGetList } from 'react-admin';
import type { ChangeHistoryRow } from '../../domain/renewal';
import type { BreadcrumbItem } from '../../src/components/Breadcrumb';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { CheckedForm, FormFields } from './useConfigForm';

/** What every modality rule answers, whatever its area (the Effective is the area's). */
export interface ModalityRuleAnswer<Effective> {
  UniqueId: string;
  ModalityUniqueId: string;
  ModalityName: string;
  BranchCode: string;
  ModalityGroupName: string;
  Effective: Effective;
  Version: number;
}

/** A form's mapping to and from the gateway, and the domain rules checked before sending. */
export interface FormKit<Fields, Form, Input> {
  formOf: (fields: Fields) => Form;
  inputOf: (form: Form) => Input;
  check: (form: Form) => CheckedForm<Form>;
  /** The values as the domain reads them, for the simulation (invalid ones fall back). */
  fieldsOf: (form: Form) => Fields;
}

/** The named calls of an area's defaults (one record per tenant) and of its histories. */
export interface SettingsCalls<Settings, SettingsInput> {
  getSettings: () => Promise<Settings & { Version: number }>;
  saveSettings: (Version: number, input: SettingsInput) => Promise<unknown>;
  /** The defaults' history without a uniqueId, else the rule's. */
  getHistory: (uniqueId?: string) => Promise<ChangeHistoryRow[]>;
}

/**
 * The queries of an area's screens, all under the resource's name (react-admin keys its own
 * caches so too), so that a write refreshes them all: the rules through react-admin's hooks on
 * the resource, the defaults and the histories through the area's named calls.
 */
export const modalityRuleQueries = <Settings, SettingsInput, Rule extends RaRecord>(
  resource: string,
  callsOf: (dataProvider: AvalDataProvider) => SettingsCalls<Settings, SettingsInput>,
) => {
  const keys = {
    all: [resource] as const,
    settings: [resource, 'settings'] as const,
    history: (token?: string) => [resource, 'history', token ?? 'settings'] as const,
  };
  const useCalls = () => callsOf(useDataProvider<AvalDataProvider>());
  return {
    keys,
    useCalls,
    useSettings: () => {
      const calls = useCalls();
      return useQuery({ queryKey: keys.settings, queryFn: () => calls.getSettings() });
    },
    /** Every rule (one per modality at most: a few dozen), for the modalities already taken. */
    useRules: () => useGetList<Rule>(resource, { pagination: { page: 1, perPage: 1000 } }),
    /** The defaults' history (no token) or a rule's. */
    useHistory: (token?: string) => {
      const calls = useCalls();
      return useQuery({ queryKey: keys.history(token), queryFn: () => calls.getHistory(token) });
    },
  };
};

/**
 * react-admin's save (of an Edit or Create controller, pessimistic) as a promise that settles
 * with the gateway's answer, as the configuration forms expect: a refusal rejects, so the form
 * shows the messages and keeps what was typed.
 */
export const saveAndSettle = <R extends RaRecord>(save: SaveHandler<R>, data: Partial<R>) =>
  new Promise<R>((resolve, reject) => {
    void save(data, {
      onSuccess: (record: R) => resolve(record),
      onError: (error: unknown) => reject(error),
    });
  });

/** Leaves the answer to the screen: react-admin's own notice and redirect are not wanted. */
export const quietMutation = { onSuccess: () => undefined, onError: () => undefined };

/** Runs a write, then refreshes every query under `key` (settings, rules and histories). */
export const useReloadAfter = (key: readonly string[]) => {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: key });
      return result;
    },
    [queryClient, key],
  );
};

/** The types of one area: its defaults, rule, forms, inputs and what a policy follows. */
export interface AreaTypes {
  settings: object;
  settingsForm: object;
  settingsInput: object;
  ruleFields: object;
  ruleForm: object;
  ruleInput: object;
  effective: object;
}

/** A modality rule as the gateway answers it: the area's fields, its modality and Effective. */
export type RuleOf<T extends AreaTypes> = T['ruleFields'] &
  ModalityRuleAnswer<T['effective']> & { id: string };

/**
 * Everything the shared screens (rule list, create, edit, defaults) need to know of one area:
 * renewal (resources/renovacao) and anniversary endorsement (resources/aniversario) each give
 * one; the screens themselves are the same.
 */
export interface ModalityRuleScreens<T extends AreaTypes> {
  /** The react-admin resource of the rules, also the i18n branch of its texts (resources.<resource>.…). */
  resource: string;
  /** The word of the area's routes and test ids: modalidades-<word>, configurar-<word>… */
  routeWord: string;
  /** The prefix of the inputs' ids (renewal-…, anniversary-…). */
  idPrefix: string;
  paths: { rules: string; create: string; edit: (token: string) => string };
  /** To the area page, and to the rule list. */
  breadcrumbs: { area: BreadcrumbItem[]; rules: BreadcrumbItem[] };
  queries: ReturnType<typeof modalityRuleQueries<T['settings'], T['settingsInput'], RuleOf<T>>>;
  /** What a tenant that never saved its defaults follows. */
  defaults: T['settings'];
  settingsForm: FormKit<T['settings'], T['settingsForm'], T['settingsInput']>;
  ruleForm: FormKit<T['ruleFields'], T['ruleForm'], T['ruleInput']> & { empty: T['ruleForm'] };
  /** The label of the modality picker (the rule's ModalityUniqueId). */
  modalityLabel: string;
  effective: (settings: T['settings'], rule: T['ruleFields'] | null) => T['effective'];
  /** The policy the defaults page simulates: a modality that follows the defaults. */
  simulateDefaults: (settings: T['settings']) => T['effective'];
  /** Whether the modality's policies get the area's treatment, and its rules.<label> text. */
  status: (effective: T['effective']) => { on: boolean; label: string };
  RuleInputs: ComponentType<{ form: FormFields<T['ruleForm']>; defaults: T['settings'] }>;
  SettingsInputs: ComponentType<{ form: FormFields<T['settingsForm']> }>;
  Simulation: ComponentType<{ config: T['effective']; hint?: string }>;
}

/** A column of the rule list beyond the modality and its status (on screen and in the CSV). */
export interface RuleColumn<Rule> {
  /** rules.columns.<header> */
  header: string;
  /** The cell's text, the same in the table and in the exported file. */
  cell: (rule: Rule) => string | number;
}
