/** pt-BR texts of the public policy validation page (/validar-apolice, issue 15). */
export const policyValidationPtBR = {
  aval: {
    policyValidation: {
      title: 'Validar apólice',
      intro:
        'Informe o número da apólice e o CPF/CNPJ do segurado ou do tomador para confirmar que ela é autêntica.',
      number: 'Número da apólice',
      numberRequired: 'Informe o número da apólice.',
      document: 'CPF/CNPJ do segurado ou do tomador',
      documentRequired: 'Informe o CPF/CNPJ.',
      submit: 'Validar',
      valid: 'Apólice autêntica',
      status: 'Situação',
      modality: 'Modalidade',
      insuredAmount: 'Importância segurada',
      term: 'Vigência',
      termValue: 'de %{start} a %{end}',
      insurer: 'Seguradora',
    },
  },
};
