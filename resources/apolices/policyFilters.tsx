import { DateInput, SelectInput, TextInput } from 'react-admin';
import { policyStatusLabels } from '../../domain/policyStatus';
import { DocumentInput } from '../../src/components/parties';

const field = (name: string) => `resources.apolices.fields.${name}`;
const filter = (name: string) => `resources.apolices.filters.${name}`;

const statusChoices = Object.entries(policyStatusLabels).map(([id, name]) => ({
  id: Number(id),
  name,
}));

/** A policy flag as the gateway's query takes it ('true' / 'false'); empty: either. */
const flagChoices = [
  { id: 'true', name: 'resources.apolices.filters.yes' },
  { id: 'false', name: 'resources.apolices.filters.no' },
];

const flagFilters = ['enableToSteppin', 'enableToMonitoring', 'enableToBigRisk'] as const;

/**
 * The spec's policy filters (part 2 §2), under SearchPoliciesRelatedToLoggedUser's own query
 * names (the dataProvider sends them as they are, documents without their mask). Number, holder
 * and status are always on; the others come from "Adicionar filtro".
 */
export const policyFilters = [
  <TextInput
    key="policyNumber"
    source="policyNumber"
    label={field('PolicyNumber')}
    slotProps={{ htmlInput: { maxLength: 30 } }}
    alwaysOn
    resettable
  />,
  <TextInput
    key="policyHolderName"
    source="policyHolderName"
    label={field('PolicyHolderName')}
    alwaysOn
    resettable
  />,
  <SelectInput
    key="statusId"
    source="statusId"
    label={field('StatusId')}
    choices={statusChoices}
    alwaysOn
  />,
  <DocumentInput
    key="policyHolderDocument"
    source="policyHolderDocument"
    label={field('PolicyHolderDocument')}
    partial
  />,
  <TextInput key="insuredName" source="insuredName" label={field('InsuredName')} resettable />,
  <DocumentInput
    key="insuredDocument"
    source="insuredDocument"
    label={field('InsuredDocument')}
    partial
  />,
  <TextInput key="brokerName" source="brokerName" label={field('BrokerName')} resettable />,
  <DocumentInput
    key="brokerDocument"
    source="brokerDocument"
    label={field('BrokerDocument')}
    partial
  />,
  <DateInput key="startDate" source="startDate" label={filter('startDate')} />,
  <DateInput key="endDate" source="endDate" label={filter('endDate')} />,
  // the policy's three flags: step-in clause, monitoring required, large risk
  ...flagFilters.map((flag) => (
    <SelectInput
      key={flag}
      source={flag}
      label={field(`${flag[0].toUpperCase()}${flag.slice(1)}`)}
      choices={flagChoices}
    />
  )),
];
