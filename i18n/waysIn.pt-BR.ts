/** pt-BR messages of the ways in: advisor, single sign-on, directory login, acceptance terms. */
export const waysInPtBR = {
  aval: {
    waysIn: {
      advisor: {
        actingAs: 'Atuando como %{broker} — %{advisor}',
        returnToAdvisor: 'Voltar ao assessor',
        switchError: 'Não foi possível trocar de sessão.',
        brokers: {
          intro:
            'Corretoras pelas quais você pode atuar. Atuando como corretor, você vê o portal como a corretora vê, e tudo o que fizer fica registrado com o seu nome.',
          name: 'Corretora',
          cnpj: 'CNPJ',
          susep: 'Código SUSEP',
          status: 'Situação',
          actions: 'Ações',
          active: 'Ativa',
          blocked: 'Bloqueada',
          pending: 'Cadastro pendente',
          rejected: 'Cadastro recusado',
          actAs: 'Atuar como corretor',
          actAsBroker: 'Atuar como %{name}',
          empty:
            'Você ainda não está vinculado a nenhuma corretora. Peça à seguradora que vincule as corretoras que você assessora.',
          loadError: 'Não foi possível carregar as corretoras.',
          retry: 'Tentar novamente',
        },
      },
      sso: {
        title: 'Acesso único',
        intro:
          'O acesso único permite entrar no portal por um link gerado pela seguradora, sem digitar a senha.',
        step1: 'O administrador da seguradora gera um link de acesso para o seu usuário.',
        step2: 'O link vale por 5 minutos e pode ser usado uma única vez.',
        step3:
          'Ao abrir o link, qualquer sessão aberta neste navegador é encerrada e você entra com o seu usuário.',
        errorTitle: 'Não foi possível entrar com este link',
        askNewLink: 'Peça um novo link ao administrador ou entre com o seu login e senha.',
        toLogin: 'Entrar com login e senha',
        validating: 'Validando o seu acesso…',
        redirecting: 'Abrindo o portal…',
        issue: {
          button: 'Gerar acesso único',
          title: 'Gerar link de acesso único',
          explanation:
            'Com este link o usuário entra sem senha. Ele vale por 5 minutos e pode ser usado uma única vez; gerar outro invalida o anterior.',
          extraPath: 'Abrir após entrar (opcional)',
          extraPathHelp: 'Caminho do portal, por exemplo /propostas',
          generate: 'Gerar link',
          link: 'Link de acesso',
          copy: 'Copiar link',
          copied: 'Link copiado.',
          expiresAt: 'Válido até %{time}. Uso único.',
          close: 'Fechar',
        },
      },
      directory: {
        title: 'Login corporativo',
        redirecting: 'Redirecionando para o login corporativo da seguradora…',
        completing: 'Concluindo o login corporativo…',
        startError: 'Não foi possível iniciar o login corporativo',
        callbackError: 'Não foi possível concluir o login corporativo',
        providerRefused: 'O provedor de identidade não concluiu o login: %{reason}',
        missingCode: 'O retorno do provedor de identidade não trouxe o código de acesso.',
        retry: 'Tentar novamente',
        backToLogin: 'Voltar para o login',
      },
      acceptanceTerms: {
        title: 'Termos de aceite',
        intro: 'Escolha o tipo de proposta para ler o termo de aceite vigente da seguradora.',
        proposalType: 'Tipo de proposta',
        types: {
          1: 'Cotação e proposta (emissão)',
          2: 'Renovação',
          3: 'Endosso',
        },
        version: 'Versão %{version} · publicada em %{date}',
        loading: 'Carregando o termo de aceite…',
        retry: 'Tentar novamente',
      },
    },
  },
};
