import { Chip, Stack } from '@mui/material';
import {
  EditBase,
  useDelete,
  useEditContext,
  useNotify,
  useTranslate,
  type SaveHandler,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfigHistory, ConfigPageFrame, FormActions, GeneralErrors } from './ConfigPageFrame';
import { DeleteRuleButton } from './DeleteRuleButton';
import {
  type AreaTypes,
  type ModalityRuleScreens,
  quietMutation,
  type RuleOf,
  saveAndSettle,
  useReloadAfter,
} from './modalityRuleScreens';
import { useConfigForm } from './useConfigForm';

const RuleForm = <T extends AreaTypes>({
  area,
  rule,
  defaults,
  save,
}: {
  area: ModalityRuleScreens<T>;
  rule: RuleOf<T>;
  defaults: T['settings'];
  save: SaveHandler<RuleOf<T>>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const reload = useReloadAfter(area.queries.keys.all);
  const [remove] = useDelete();
  const { formOf, check, inputOf, fieldsOf } = area.ruleForm;
  // the Version read goes with the values: a stale one is the gateway's 409
  const form = useConfigForm(formOf(rule), check, (values) =>
    reload(saveAndSettle(save, { ...inputOf(values), Version: rule.Version } as RuleOf<T>)),
  );
  const onSave = async () => {
    if (await form.submit()) notify(`resources.${area.resource}.edit.saved`, { type: 'success' });
  };
  return (
    <Stack spacing={2}>
      <GeneralErrors messages={form.general} />
      <area.RuleInputs form={form} defaults={defaults} />
      <FormActions
        note={translate('aval.ruleConfig.version', { version: rule.Version })}
        saving={form.saving}
        onReset={() => form.reset(formOf(rule))}
        onSave={onSave}
      >
        <DeleteRuleButton
          modalityName={rule.ModalityName}
          remove={() =>
            remove(
              area.resource,
              { id: rule.id, previousData: rule },
              { mutationMode: 'pessimistic', returnPromise: true },
            )
          }
          queryKey={area.queries.keys.all}
          listPath={area.paths.rules}
          disabled={form.saving}
        />
      </FormActions>
      <area.Simulation config={area.effective(defaults, fieldsOf(form.values))} />
    </Stack>
  );
};

const RuleEditView = <T extends AreaTypes>({
  area,
  token,
}: {
  area: ModalityRuleScreens<T>;
  token: string;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.${area.resource}.${key}`);
  const { record: rule, isPending, error, refetch, save } = useEditContext<RuleOf<T>>();
  const settings = area.queries.useSettings();
  const history = area.queries.useHistory(token);
  const status = (error as { status?: number } | null)?.status;
  const missing = status === 404 || status === 400;
  const applies = rule && area.status(rule.Effective);
  return (
    <ConfigPageFrame
      testId={`page-editar-modalidade-${area.routeWord}`}
      title={rule?.ModalityName ?? t('edit.title')}
      subtitle={
        rule
          ? `${rule.BranchCode} · ${rule.ModalityGroupName}`
          : isPending
            ? t('edit.subtitle')
            : undefined
      }
      breadcrumb={area.breadcrumbs.rules}
      loading={isPending}
      error={
        missing
          ? `resources.${area.resource}.edit.notFound`
          : error
            ? 'aval.ruleConfig.loadError'
            : null
      }
      back={missing ? area.paths.rules : undefined}
      onRetry={() => refetch()}
      actions={
        applies && (
          <Chip color={applies.on ? 'success' : 'default'} label={t(`rules.${applies.label}`)} />
        )
      }
    >
      {rule && save && (
        <>
          <RuleForm
            key={rule.Version}
            area={area}
            rule={rule}
            defaults={settings.data ?? area.defaults}
            save={save}
          />
          <ConfigHistory rows={history.data} loading={history.isPending} />
        </>
      )}
    </ConfigPageFrame>
  );
};

/**
 * editar-modalidade-<word>/:token — the token is the rule's UniqueId, read and saved by
 * react-admin's Edit controller on the area's resource: the rule's form, its removal, the
 * simulation under the values on screen and the rule's history. An unknown token is said on
 * the page (no redirect), and a refused save keeps what was typed.
 */
export const RuleEditPage = <T extends AreaTypes>({ area }: { area: ModalityRuleScreens<T> }) => {
  const { token = '' } = useParams();
  return (
    <EditBase
      resource={area.resource}
      id={token}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: () => undefined }}
      mutationOptions={quietMutation}
    >
      <RuleEditView area={area} token={token} />
    </EditBase>
  );
};
