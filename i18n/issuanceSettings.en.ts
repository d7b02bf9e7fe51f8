/** English texts of the issuance and collection settings page, /parametrizacao/emissao (issue 15). */
export const issuanceSettingsEn = {
  resources: {
    emissao: {
      name: 'Issuance and collection',
      title: 'Issuance and collection',
      subtitle:
        'The collection account and beneficiary of the slips, the PIX key, the first due date, when the policy is issued and how the premium is refunded on cancellation.',
      loadError: 'The issuance and collection settings could not be loaded.',
      history: 'Change history',
      saved: 'Issuance and collection settings saved.',
      form: {
        title: 'Settings',
        defaults:
          'The insurer has not saved these settings yet: the demo account applies, with the insurer itself as beneficiary and PIX key.',
        changed: 'Changed on %{at} by %{by}.',
        account: 'Collection account',
        beneficiary: 'Beneficiary and PIX',
        issuance: 'Issuance and cancellation',
      },
      fields: {
        Banco: 'Bank',
        Agencia: 'Branch',
        Conta: 'Account',
        DigitoConta: 'Account check digit',
        Carteira: 'Carteira',
        CodigoBeneficiario: 'Agreement / beneficiary code',
        BeneficiarioNome: 'Beneficiary name',
        BeneficiarioDocumento: 'Beneficiary CNPJ/CPF',
        BeneficiarioEndereco: 'Beneficiary address',
        ChavePix: 'PIX key',
        DiasPrimeiroVencimento: 'Days to the first due date',
        EmitirAntesDoPagamento: 'Issue before payment',
        MetodoCancelamento: 'Cancellation method',
      },
      help: {
        CodigoBeneficiario:
          'Banco do Brasil: the 7-digit convênio; Santander: the 7-digit code; Caixa: the 6-digit code. Bradesco and Itaú do not use it.',
        Banco: 'Only the banks whose slip layout the system produces.',
        Agencia: 'Without the check digit.',
        Conta: 'Without the check digit.',
        ChavePix: 'CPF, CNPJ, e-mail, phone as +55AREANUMBER or random key.',
        DiasPrimeiroVencimento: '%{min} to %{max} days after the slips are issued.',
        EmitirAntesDoPagamento:
          'On: the policy is issued at once with the premium receivable, and the insured is covered even if the first slip is not paid. Off: the policy is issued only when the first slip is paid.',
      },
      methods: {
        PRO_RATA: {
          name: 'Pro rata temporis',
          explanation: 'the insurer keeps the premium of the days that ran and refunds the rest.',
        },
        PRAZO_CURTO: {
          name: 'Short-rate table (SUSEP)',
          explanation:
            "the insurer keeps the table's percentage for the time that ran, more than pro rata.",
        },
      },
    },
  },
};
