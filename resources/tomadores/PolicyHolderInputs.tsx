import { maxLength, required, TextInput } from 'react-admin';
import { DocumentInput } from '../../src/components/parties';

/** A new holder's name and CPF/CNPJ; the rest is filled on the detail screen. */
export const PolicyHolderInputs = () => (
  <>
    <TextInput
      source="Name"
      label="resources.tomadores.fields.Name"
      validate={[required(), maxLength(200)]}
      autoFocus
    />
    <DocumentInput
      source="CpfCnpj"
      label="resources.tomadores.fields.CpfCnpj"
      size="medium"
      validate={required()}
    />
  </>
);
