/** English messages of the sign-in page (see signIn.pt-BR.ts). */
export const signInEn = {
  aval: {
    app: { title: 'Aval', subtitle: 'Surety bond portal' },
    auth: {
      title: 'Sign in to your account',
      advisorTitle: 'Advisor sign-in',
      login: 'Login',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgotPassword: 'I forgot my password',
      loginRequired: 'Enter your login.',
      passwordRequired: 'Enter your password.',
      tooLong: 'Use at most 50 characters.',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      loadingTenant: 'Loading the insurer…',
      language: 'Language',
    },
    accounts: { registerLink: 'Register as a broker' },
    waysIn: {
      advisor: {
        onlyAdvisors:
          'This sign-in is for risk advisors only. To sign in with this user, use the standard sign-in.',
      },
    },
  },
};
