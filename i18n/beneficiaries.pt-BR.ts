/** pt-BR texts of the beneficiaries panel (a tab of /segurados). */
export const beneficiariesPtBR = {
  resources: {
    beneficiarios: {
      name: 'Beneficiário |||| Beneficiários',
      fields: {
        Name: 'Nome',
        CpfCnpj: 'CPF/CNPJ',
        MainLocation: 'Endereço principal',
      },
      list: {
        search: 'Buscar por nome ou CPF/CNPJ',
        create: 'Cadastrar beneficiário',
        actions: 'Ações',
        addresses: 'Endereços',
        addressesOf: 'Endereços de %{name}',
        noAddress: 'Sem endereço cadastrado',
        pf: 'Pessoa física',
        pj: 'Pessoa jurídica',
        empty: 'Nenhum beneficiário cadastrado.',
        noResults: 'Nenhum beneficiário encontrado para esta busca.',
        limit: 'Mostrando os %{max} primeiros. Refine a busca para encontrar outros.',
      },
      create: {
        title: 'Cadastrar beneficiário',
        nameHelper: 'Nome completo ou razão social.',
        submit: 'Cadastrar',
        cancel: 'Cancelar',
        created: 'Beneficiário %{name} cadastrado. Informe agora o endereço.',
        exists: 'Este CPF/CNPJ já pertence ao beneficiário %{name}.',
      },
      addresses: {
        title: 'Endereços do beneficiário',
        close: 'Fechar',
      },
    },
  },
};
