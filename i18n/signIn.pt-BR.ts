/**
 * pt-BR messages of the sign-in page (aval.app, aval.auth and the two texts it borrows). Kept apart
 * so the sign-in page's first load carries these few instead of every screen's messages
 * (src/pages/signIn/messages.ts); the full set merges them in (pt-BR.ts).
 */
export const signInPtBR = {
  aval: {
    app: { title: 'Aval', subtitle: 'Portal de seguro garantia' },
    auth: {
      title: 'Acesse sua conta',
      advisorTitle: 'Acesso do assessor',
      login: 'Login',
      password: 'Senha',
      submit: 'Entrar',
      submitting: 'Entrando…',
      forgotPassword: 'Esqueci minha senha',
      loginRequired: 'Informe o login.',
      passwordRequired: 'Informe a senha.',
      tooLong: 'Use no máximo 50 caracteres.',
      showPassword: 'Mostrar senha',
      hidePassword: 'Ocultar senha',
      loadingTenant: 'Carregando a seguradora…',
      language: 'Idioma',
    },
    accounts: { registerLink: 'Quero me cadastrar como corretor' },
    waysIn: {
      advisor: {
        onlyAdvisors:
          'Este acesso é exclusivo para assessores de risco. Para entrar com este usuário, use o login padrão.',
      },
    },
  },
};
