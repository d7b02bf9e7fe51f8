/** The anniversary-endorsement routes of spec part 1 §2 (parameterisation area). */
export const ANNIVERSARY_PATH = '/parametrizacao/endosso';
export const ANNIVERSARY_SETTINGS_PATH = '/parametrizacao/endosso/configurar-aniversario';
export const ANNIVERSARY_RULES_PATH = '/parametrizacao/endosso/modalidades-aniversario';
export const ANNIVERSARY_CREATE_PATH = '/parametrizacao/endosso/criar-modalidade-aniversario';
export const anniversaryEditPath = (token: string) =>
  `/parametrizacao/endosso/editar-modalidade-aniversario/${token}`;
