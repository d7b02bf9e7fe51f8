import { DateInput, SelectInput, TextInput } from 'react-admin';
import { proposalStatusLabels } from '../../domain/proposalStatus';
import { DocumentInput } from '../../src/components/parties';

const field = (name: string) => `resources.propostas.fields.${name}`;

const statusChoices = Object.entries(proposalStatusLabels).map(([id, name]) => ({
  id: Number(id),
  name,
}));

/** Only the digits of the proposal number: the gateway takes a positive whole number. */
const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * The spec's proposal filters, under SearchProposals' own query names (the dataProvider sends
 * them as they are, documents without their mask). Number, holder and status are always on; the
 * others come from "Adicionar filtro".
 */
export const proposalFilters = [
  <TextInput
    key="Number"
    source="Number"
    label={field('Number')}
    parse={digitsOnly}
    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    alwaysOn
    resettable
  />,
  <TextInput
    key="PolicyHolderName"
    source="PolicyHolderName"
    label={field('PolicyHolderName')}
    alwaysOn
    resettable
  />,
  <SelectInput
    key="StatusId"
    source="StatusId"
    label={field('StatusId')}
    choices={statusChoices}
    alwaysOn
  />,
  <DocumentInput
    key="PolicyHolderCpfCnpj"
    source="PolicyHolderCpfCnpj"
    label={field('PolicyHolderCpfCnpj')}
    partial
  />,
  <TextInput key="InsuredName" source="InsuredName" label={field('InsuredName')} resettable />,
  <DocumentInput
    key="InsuredCpfCnpj"
    source="InsuredCpfCnpj"
    label={field('InsuredCpfCnpj')}
    partial
  />,
  <DateInput key="StartDate" source="StartDate" label="resources.propostas.filters.StartDate" />,
  <DateInput key="EndDate" source="EndDate" label="resources.propostas.filters.EndDate" />,
];
