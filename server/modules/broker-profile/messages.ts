/** pt-BR messages of the broker profile settings. */
export const STALE_SETTINGS =
  'A configuração de perfil do corretor foi alterada por outra pessoa. Recarregue a página e refaça a alteração.';
export const BROKER_PROFILE_INVALID =
  'Perfil do usuário master da corretora (PerfilCorretorUniqueId): escolha um perfil ativo do tipo Corretor.';
export const AGENT_PROFILE_INVALID =
  'Perfil dos agentes (PerfilAgenteUniqueId): escolha um perfil ativo do tipo Agente.';
