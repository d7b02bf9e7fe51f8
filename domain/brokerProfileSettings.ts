import type { BrokerProfileSettings } from './contracts/brokerProfile';
import type { HistoryEntry } from './contracts/history';
import { toDecimal } from './decimalValue';

/**
 * Broker profile settings ("Perfil do corretor"): the access profile a broker's master user and
 * its agents receive when the insurer approves the broker's registration or registers it, and
 * the commission range (percent of the premium) the insurer allows brokers by default. A null
 * profile keeps the tenant's standard broker profile (the one named "Corretor").
 */

export const MAX_COMMISSION_PERCENTAGE = 100;

/**
 * The shapes of the broker profile calls are the contract in ./contracts/brokerProfile (the
 * gateway's route schemas come from the same zod objects): BrokerProfileSettings (the settings as
 * stored), BrokerProfileAnswer (with Padrao, Version and the profiles to choose from).
 */
export type {
  BrokerProfileAnswer,
  BrokerProfileSettings,
  BrokerProfileSettingsBodyInput,
  ProfileOption,
} from './contracts/brokerProfile';

/** A row of the settings' history (Parametros/ObterHistoricoPerfilCorretor). */
export type BrokerProfileHistoryRow = HistoryEntry;

export const defaultBrokerProfileSettings: BrokerProfileSettings = {
  PerfilCorretorUniqueId: null,
  PerfilAgenteUniqueId: null,
  ComissaoMinimaPercentual: '0.00',
  ComissaoMaximaPercentual: '30.00',
};

export const brokerProfileLabels = {
  PerfilCorretorUniqueId: 'Perfil do usuário master da corretora',
  PerfilAgenteUniqueId: 'Perfil dos agentes',
  ComissaoMinimaPercentual: 'Comissão mínima (%)',
  ComissaoMaximaPercentual: 'Comissão máxima (%)',
} as const;
type Field = keyof typeof brokerProfileLabels;
const label = (field: Field) => `${brokerProfileLabels[field]} (${field})`;

type Loose<T> = { [K in keyof T]?: unknown };
export type BrokerProfileSettingsInput = Loose<BrokerProfileSettings>;

const readPercentage = (field: Field, value: unknown, problems: string[]) => {
  const amount =
    typeof value === 'number' || typeof value === 'string' ? toDecimal(String(value)) : null;
  if (
    !amount ||
    amount.isNegative() ||
    amount.decimalPlaces() > 2 ||
    amount.gt(MAX_COMMISSION_PERCENTAGE)
  ) {
    problems.push(`${label(field)}: informe um percentual de 0 a 100, com até 2 casas.`);
    return null;
  }
  return amount.toFixed(2);
};

const readUniqueId = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;

/**
 * The settings' own rules (the profiles' existence and user type are checked by the gateway);
 * a field absent keeps `base`'s value.
 */
export const validateBrokerProfileSettings = (
  input: BrokerProfileSettingsInput,
  base: BrokerProfileSettings = defaultBrokerProfileSettings,
) => {
  const problems: string[] = [];
  const given = {
    ...base,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  const min = readPercentage('ComissaoMinimaPercentual', given.ComissaoMinimaPercentual, problems);
  const max = readPercentage('ComissaoMaximaPercentual', given.ComissaoMaximaPercentual, problems);
  if (min !== null && max !== null && toDecimal(min)?.gt(max)) {
    problems.push(
      `${label('ComissaoMinimaPercentual')}: a comissão mínima não pode ser maior que a máxima.`,
    );
  }
  const values: BrokerProfileSettings = {
    PerfilCorretorUniqueId: readUniqueId(given.PerfilCorretorUniqueId),
    PerfilAgenteUniqueId: readUniqueId(given.PerfilAgenteUniqueId),
    ComissaoMinimaPercentual: min ?? '0.00',
    ComissaoMaximaPercentual: max ?? '0.00',
  };
  return { values, problems };
};

/** Whether a commission percentage is inside the range the insurer allows. */
export const isCommissionAllowed = (
  settings: Pick<BrokerProfileSettings, 'ComissaoMinimaPercentual' | 'ComissaoMaximaPercentual'>,
  percentage: string | number,
) => {
  const value = toDecimal(String(percentage));
  if (!value) return false;
  return (
    value.gte(settings.ComissaoMinimaPercentual) && value.lte(settings.ComissaoMaximaPercentual)
  );
};
