/** English texts of the public policy validation page (/validar-apolice, issue 15). */
export const policyValidationEn = {
  aval: {
    policyValidation: {
      title: 'Validate policy',
      intro:
        'Enter the policy number and the CPF/CNPJ of the insured or of the policy holder to confirm it is authentic.',
      number: 'Policy number',
      numberRequired: 'Enter the policy number.',
      document: 'CPF/CNPJ of the insured or the policy holder',
      documentRequired: 'Enter the CPF/CNPJ.',
      submit: 'Validate',
      valid: 'Authentic policy',
      status: 'Status',
      modality: 'Modality',
      insuredAmount: 'Insured amount',
      term: 'Term',
      termValue: 'from %{start} to %{end}',
      insurer: 'Insurer',
    },
  },
};
