import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** People the local provider knows: login → claims released with the `email` scope. */
export type DirectoryPeople = Record<string, { email: string; email_verified?: boolean }>;

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the test client with the Aval callback(s) it may redirect to. */
  registerClient(redirectUris: string[]): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on a free loopback port, with its
 * development login and consent pages: any login is accepted and becomes the account id; the
 * account's e-mail comes from `people` (unknown logins get <login>@diretorio-externo.test).
 */
export const startLocalOidcProvider = async (
  people: DirectoryPeople,
): Promise<LocalOidcProvider> => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end('client not registered yet');
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'aval-portal';
  const clientSecret = 'segredo-do-portal-aval-para-testes';

  return {
    issuer,
    clientId,
    clientSecret,
    registerClient: (redirectUris) => {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: redirectUris,
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        cookies: { keys: ['chave-de-cookies-do-provedor-de-teste'] },
        ttl: {
          AuthorizationCode: 60,
          Interaction: 600,
          Session: 600,
          Grant: 600,
          AccessToken: 600,
          IdToken: 600,
        },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({
            sub: id,
            name: id,
            email_verified: true,
            ...(people[id] ?? { email: `${id}@diretorio-externo.test` }),
          }),
        }),
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** A tiny cookie jar for driving the provider's pages with fetch. */
const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store: (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const value = pair.slice(index + 1).trim();
        const gone = attributes.some((attribute) => /expires=thu, 01 jan 1970/i.test(attribute));
        if (gone || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};

/**
 * Plays a person at the provider: opens the authorization URL, signs in as `login` on the login
 * page, confirms the consent page, and answers the URL the provider redirects back to (the Aval
 * callback with code, state and iss).
 */
export const signInAtProvider = async (authorizationUrl: string, login: string) => {
  const jar = cookieJar();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(response);
    return response;
  };
  const origin = new URL(authorizationUrl).origin;
  let response = await send(authorizationUrl);
  for (let step = 0; step < 12; step += 1) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, response.url || origin);
      if (next.origin !== origin) return next;
      response = await send(next.href);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${response.status}): ${page.slice(0, 500)}`);
    const target = new URL(action.replace(/&amp;/g, '&'), origin).href;
    response = await send(
      target,
      prompt === 'login' ? { prompt, login, password: 'qualquer-senha' } : { prompt },
    );
  }
  throw new Error('the provider never redirected back');
};
