/** pt-BR texts of the issuance and collection settings page, /parametrizacao/emissao (issue 15). */
export const issuanceSettingsPtBR = {
  resources: {
    emissao: {
      name: 'Emissão e cobrança',
      title: 'Emissão e cobrança',
      subtitle:
        'A conta de cobrança e o beneficiário dos boletos, a chave PIX, o primeiro vencimento, quando a apólice é emitida e como o prêmio é restituído no cancelamento.',
      loadError: 'Não foi possível carregar os parâmetros de emissão e cobrança.',
      history: 'Histórico de alterações',
      saved: 'Parâmetros de emissão e cobrança salvos.',
      form: {
        title: 'Parâmetros',
        defaults:
          'A seguradora ainda não salvou estes parâmetros: valem a conta de demonstração e a própria seguradora como beneficiária e chave PIX.',
        changed: 'Alterados em %{at} por %{by}.',
        account: 'Conta de cobrança',
        beneficiary: 'Beneficiário e PIX',
        issuance: 'Emissão e cancelamento',
      },
      fields: {
        Banco: 'Banco',
        Agencia: 'Agência',
        Conta: 'Conta',
        DigitoConta: 'Dígito da conta',
        Carteira: 'Carteira',
        CodigoBeneficiario: 'Convênio / código do beneficiário',
        BeneficiarioNome: 'Nome do beneficiário',
        BeneficiarioDocumento: 'CNPJ/CPF do beneficiário',
        BeneficiarioEndereco: 'Endereço do beneficiário',
        ChavePix: 'Chave PIX',
        DiasPrimeiroVencimento: 'Dias até o 1º vencimento',
        EmitirAntesDoPagamento: 'Emitir antes do pagamento',
        MetodoCancelamento: 'Método de cancelamento',
      },
      help: {
        CodigoBeneficiario:
          'Banco do Brasil: o convênio de 7 dígitos; Santander: o código de 7 dígitos; Caixa: o código de 6 dígitos. O Bradesco e o Itaú não o usam.',
        Banco: 'Só os bancos cujo layout de boleto o sistema gera.',
        Agencia: 'Sem o dígito.',
        Conta: 'Sem o dígito.',
        ChavePix: 'CPF, CNPJ, e-mail, telefone no formato +55DDNÚMERO ou chave aleatória.',
        DiasPrimeiroVencimento: 'De %{min} a %{max} dias após a emissão dos boletos.',
        EmitirAntesDoPagamento:
          'Ligado: a apólice é emitida na hora, com o prêmio a receber, e o segurado fica coberto mesmo se o 1º boleto não for pago. Desligado: a apólice só é emitida quando o 1º boleto é pago.',
      },
      methods: {
        PRO_RATA: {
          name: 'Pro rata temporis',
          explanation: 'a seguradora retém o prêmio dos dias decorridos e devolve o restante.',
        },
        PRAZO_CURTO: {
          name: 'Tabela de prazo curto (SUSEP)',
          explanation:
            'a seguradora retém o percentual da tabela para o prazo decorrido, mais do que o pro rata.',
        },
      },
    },
  },
};
