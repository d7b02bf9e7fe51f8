import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, mergeTranslations } from 'react-admin';
import { componentsPtBR } from '../../../i18n/components.pt-BR';
import { partyPanelsPtBR } from '../../../i18n/partyPanels.pt-BR';
import { raPortugueseMessages } from '../../../i18n/ra.pt-BR';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';

const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(raPortugueseMessages, componentsPtBR, partyPanelsPtBR),
  'pt-BR',
);

/** The portal's dataProvider: the panels' lookups (states, cities, CEP) are its shell methods. */
const dataProvider = createDataProvider([]);

/** Renders a party panel with the pt-BR texts users read. */
export const renderParties = (ui: ReactElement, extraMessages: object = {}) =>
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={
        Object.keys(extraMessages).length
          ? polyglotI18nProvider(
              () =>
                mergeTranslations(
                  raPortugueseMessages,
                  componentsPtBR,
                  partyPanelsPtBR,
                  extraMessages,
                ),
              'pt-BR',
            )
          : i18nProvider
      }
    >
      <ModalProvider>{ui}</ModalProvider>
    </AdminContext>,
  );

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const envelope = (response: unknown) => json({ Response: response, Errors: [] });
export const failure = (status: number, errors: string[]) =>
  json({ Response: null, Errors: errors }, status);

export const states = [
  { Id: 33, Name: 'Rio de Janeiro', Abbreviation: 'RJ' },
  { Id: 35, Name: 'São Paulo', Abbreviation: 'SP' },
];
export const cities: Record<number, { Id: number; Name: string; StateProvinceId: number }[]> = {
  33: [{ Id: 3304557, Name: 'Rio de Janeiro', StateProvinceId: 33 }],
  35: [
    { Id: 3509502, Name: 'Campinas', StateProvinceId: 35 },
    { Id: 3550308, Name: 'São Paulo', StateProvinceId: 35 },
  ],
};

/** A stand-in for the gateway's Location/* calls, answering `cepAnswers` by CEP. */
export const locationGateway =
  (cepAnswers: Record<string, Response | (() => Response)>) => async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.toLowerCase();
    if (path.endsWith('/location/getstateprovinces')) return envelope(states);
    if (path.endsWith('/location/getcities'))
      return envelope(cities[Number(url.searchParams.get('stateProvinceId'))] ?? []);
    if (path.endsWith('/location/searchcep')) {
      const answer = cepAnswers[url.searchParams.get('cep') ?? ''];
      if (answer) return typeof answer === 'function' ? answer() : answer.clone();
      return failure(404, ['CEP não encontrado.']);
    }
    return failure(404, ['rota desconhecida']);
  };
