/** English texts of the beneficiaries panel (a tab of /segurados). */
export const beneficiariesEn = {
  resources: {
    beneficiarios: {
      name: 'Beneficiary |||| Beneficiaries',
      fields: {
        Name: 'Name',
        CpfCnpj: 'CPF/CNPJ',
        MainLocation: 'Main address',
      },
      list: {
        search: 'Search by name or CPF/CNPJ',
        create: 'Register beneficiary',
        actions: 'Actions',
        addresses: 'Addresses',
        addressesOf: 'Addresses of %{name}',
        noAddress: 'No address registered',
        pf: 'Natural person',
        pj: 'Legal entity',
        empty: 'No beneficiary registered.',
        noResults: 'No beneficiary found for this search.',
        limit: 'Showing the first %{max}. Refine the search to find others.',
      },
      create: {
        title: 'Register beneficiary',
        nameHelper: 'Full name or corporate name.',
        submit: 'Register',
        cancel: 'Cancel',
        created: 'Beneficiary %{name} registered. Now add its address.',
        exists: 'This CPF/CNPJ already belongs to the beneficiary %{name}.',
      },
      addresses: {
        title: 'Beneficiary addresses',
        close: 'Close',
      },
    },
  },
};
