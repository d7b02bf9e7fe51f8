/** The renewal routes of spec part 1 §2 (parameterisation area). */
export const MENU_PATH = '/parametrizacao/menu';
export const RENEWAL_PATH = '/parametrizacao/renovacao';
export const RENEWAL_SETTINGS_PATH = '/parametrizacao/renovacao/configurar-renovacao';
export const RENEWAL_RULES_PATH = '/parametrizacao/renovacao/modalidades-renovacao';
export const RENEWAL_CREATE_PATH = '/parametrizacao/renovacao/criar-modalidade-renovacao';
export const renewalEditPath = (token: string) =>
  `/parametrizacao/renovacao/editar-modalidade-renovacao/${token}`;
