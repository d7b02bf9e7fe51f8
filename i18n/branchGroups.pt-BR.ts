/** pt-BR texts of the branch, group and premium-limit controls of /parametrizacao/modalidades. */
export const branchGroupsPtBR = {
  resources: {
    modalidades: {
      branchGroups: {
        newBranch: 'Novo ramo',
        renameBranch: 'Renomear ramo',
        activate: 'Ativar ramo',
        deactivate: 'Desativar ramo',
        active: 'Ativo',
        inactive: 'Inativo',
        newGroup: 'Novo grupo em %{branch}',
        newGroupShort: 'Novo grupo',
        renameGroup: 'Renomear grupo de %{branch}',
        renameGroupShort: 'Renomear grupo',
        code: 'Código SUSEP',
        codeHelp: '4 dígitos (ex.: 0775); não muda depois.',
        branchName: 'Nome do ramo',
        groupName: 'Nome do grupo',
        sector: 'Setor',
        public: 'Setor público',
        private: 'Setor privado',
        save: 'Salvar',
        cancel: 'Cancelar',
        premium: {
          title: 'Prêmio máximo da proposta',
          subtitle:
            'Uma proposta cujo prêmio passe deste percentual da importância segurada não pode ser emitida.',
          field: 'Prêmio máximo (% da IS)',
          help: 'Maior que 0 e até 100.',
          save: 'Salvar percentual',
          saved: 'Prêmio máximo atualizado.',
          history: 'Alterações recentes',
          changedBy: 'por %{name} em %{when}',
        },
        history: {
          title: 'Histórico de ramos e grupos',
          loadError: 'Não foi possível carregar o histórico de ramos e grupos.',
        },
      },
    },
  },
};
