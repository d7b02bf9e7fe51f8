/** pt-BR texts of the payment instalment parameters (/parametrizacao/pagamentos). */
export const paymentsPtBR = {
  resources: {
    pagamentos: {
      name: 'Pagamento |||| Pagamentos',
      title: 'Parâmetros de pagamento',
      subtitle:
        'Em quantas parcelas cada forma de pagamento divide o prêmio, a menor parcela e as carências oferecidas.',
      create: 'Nova forma de pagamento',
      createTitle: 'Nova forma de pagamento',
      created: 'Forma de pagamento criada.',
      saved: 'Parâmetro de pagamento salvo.',
      save: 'Salvar',
      cancel: 'Cancelar',
      retry: 'Tentar de novo',
      loadError: 'Não foi possível carregar os parâmetros de pagamento.',
      empty: 'Nenhuma forma de pagamento cadastrada. Crie a primeira.',
      inactive: 'Inativa',
      codesLabel: 'Formas de pagamento',
      sectionsLabel: 'Seções da forma de pagamento',
      sections: {
        parameter: 'Parâmetro',
        overrides: 'Exceções por modalidade',
        history: 'Histórico',
      },
      fields: {
        Code: 'Código',
        Name: 'Nome',
        MaxInstallments: 'Número máximo de parcelas',
        MinInstallmentValue: 'Valor mínimo da parcela',
        PossibleGracePeriodsInDays: 'Carências possíveis (dias)',
        IsActive: 'Ativa (oferecida nas propostas)',
        codeHelp: 'Letras sem acento, dígitos ou "_" (ex.: BOLETO). Não muda depois.',
        codeFixed: 'O código de uma forma de pagamento não muda.',
        maxHelp: 'De 1 a %{max}.',
        daysHelp: 'Separe por vírgula, de 0 a 90; a primeira é a padrão.',
      },
      overrides: {
        title: 'Exceções por modalidade',
        subtitle:
          'Modalidades que seguem outros valores; um campo vazio herda o da forma de pagamento.',
        add: 'Adicionar exceção',
        empty: 'Todas as modalidades seguem o parâmetro da forma de pagamento.',
        modality: 'Modalidade',
        modalityRequired: 'Escolha a modalidade.',
        actions: 'Ações',
        edit: 'Alterar exceção de',
        delete: 'Excluir exceção de',
        inherited: '%{value} (herdado)',
        inherits: 'Vazio: herda %{value}',
        createTitle: 'Nova exceção de %{name}',
        editTitle: 'Alterar exceção de %{name}',
        explain:
          'Preencha só o que muda para esta modalidade; os campos vazios seguem a forma de pagamento.',
        deleteTitle: 'Excluir exceção',
        deleteMessage: '%{name} volta a seguir o parâmetro da forma de pagamento. Confirma?',
      },
      stale: {
        title: 'Alterado por outra pessoa',
        reload: 'Recarregar',
      },
    },
  },
};
