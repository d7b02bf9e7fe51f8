/** Advisor (assessor de risco) messages. */
export const ADVISOR_ONLY = 'Apenas assessores de risco podem atuar como corretor.';
export const BROKER_NOT_FOUND = 'Corretora não encontrada.';
export const BROKER_NOT_LINKED = 'Você não está vinculado a esta corretora.';
export const ALREADY_ACTING =
  'Você já está atuando como corretor. Volte ao assessor antes de escolher outra corretora.';
export const NOT_ACTING = 'Esta sessão não é de um assessor atuando como corretor.';
export const NO_BROKER_PROFILE =
  'Nenhum perfil de corretor está configurado na seguradora. Contate o administrador.';
export const brokerUnavailable = (name: string) =>
  `A corretora ${name} está bloqueada ou com o cadastro pendente e não pode ser acessada.`;
