/** English messages of the ways in: advisor, single sign-on, directory login, acceptance terms. */
export const waysInEn = {
  aval: {
    waysIn: {
      advisor: {
        actingAs: 'Acting as %{broker} — %{advisor}',
        returnToAdvisor: 'Back to advisor',
        switchError: 'Could not switch sessions.',
        brokers: {
          intro:
            'Brokers you may act for. While acting as a broker you see the portal as the broker does, and everything you do is recorded under your name.',
          name: 'Broker',
          cnpj: 'CNPJ',
          susep: 'SUSEP code',
          status: 'Status',
          actions: 'Actions',
          active: 'Active',
          blocked: 'Blocked',
          pending: 'Registration pending',
          rejected: 'Registration rejected',
          actAs: 'Act as broker',
          actAsBroker: 'Act as %{name}',
          empty:
            'You are not linked to any broker yet. Ask the insurer to link the brokers you advise.',
          loadError: 'Could not load the brokers.',
          retry: 'Try again',
        },
      },
      sso: {
        title: 'Single sign-on',
        intro:
          'Single sign-on lets you enter the portal through a link issued by the insurer, without typing a password.',
        step1: 'The insurer administrator issues an access link for your user.',
        step2: 'The link is valid for 5 minutes and can be used only once.',
        step3:
          'Opening the link ends any session open in this browser and signs you in with your user.',
        errorTitle: 'Could not sign in with this link',
        askNewLink: 'Ask the administrator for a new link or sign in with your login and password.',
        toLogin: 'Sign in with login and password',
        validating: 'Checking your access…',
        redirecting: 'Opening the portal…',
        issue: {
          button: 'Issue single sign-on',
          title: 'Issue a single sign-on link',
          explanation:
            'With this link the user signs in without a password. It is valid for 5 minutes and can be used once; issuing another one invalidates it.',
          extraPath: 'Open after sign-in (optional)',
          extraPathHelp: 'A portal path, e.g. /propostas',
          generate: 'Issue link',
          link: 'Access link',
          copy: 'Copy link',
          copied: 'Link copied.',
          expiresAt: 'Valid until %{time}. Single use.',
          close: 'Close',
        },
      },
      directory: {
        title: 'Corporate sign-in',
        redirecting: "Redirecting to the insurer's corporate sign-in…",
        completing: 'Completing the corporate sign-in…',
        startError: 'Could not start the corporate sign-in',
        callbackError: 'Could not complete the corporate sign-in',
        providerRefused: 'The identity provider did not complete the sign-in: %{reason}',
        missingCode: "The identity provider's answer carried no authorization code.",
        retry: 'Try again',
        backToLogin: 'Back to sign-in',
      },
      acceptanceTerms: {
        title: 'Acceptance terms',
        intro: "Pick a proposal type to read the insurer's current acceptance term.",
        proposalType: 'Proposal type',
        types: {
          1: 'Quote and proposal (issuance)',
          2: 'Renewal',
          3: 'Endorsement',
        },
        version: 'Version %{version} · published on %{date}',
        loading: 'Loading the acceptance term…',
        retry: 'Try again',
      },
    },
  },
};
