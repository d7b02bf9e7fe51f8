/** The bureau parameterisation routes of spec part 1 §2. */
export const MENU_PATH = '/parametrizacao/menu';
export const BUREAUS_PATH = '/parametrizacao/bureaus-consulta';
export const queryTypePath = (tipoConsultaId: number) => `${BUREAUS_PATH}/${tipoConsultaId}`;
