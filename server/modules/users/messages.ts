/** pt-BR messages of the users area (gateway answers; the portal shows them as they come). */
export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const STALE_USER = 'Este usuário foi alterado por outra pessoa. Recarregue a página.';
export const DUPLICATE_LOGIN = 'Já existe um usuário com este login.';
export const DUPLICATE_CPF = 'Já existe um usuário com este CPF.';
export const CANNOT_DEACTIVATE_SELF = 'Você não pode desativar o seu próprio usuário.';
export const CANNOT_DELETE_SELF = 'Você não pode excluir o seu próprio usuário.';
export const BROKER_MANAGES_AGENTS_ONLY = 'A corretora só pode gerenciar os agentes dela.';
export const OTHER_BROKER_USERS = 'Você só pode consultar os usuários da sua corretora.';
export const SCOPE_REFUSED = 'Somente a seguradora e as corretoras gerenciam usuários.';

export const NAME_REQUIRED = 'Nome: informe o nome.';
export const NAME_INVALID =
  'Nome: números e caracteres especiais não são permitidos! Por favor, verifique.';
export const NAME_TOO_LONG = 'Nome: use no máximo 100 caracteres.';
export const CPF_REQUIRED = 'CPF: informe o CPF.';
export const CPF_INVALID = 'CPF inválido.';
export const EMAIL_REQUIRED = 'E-mail: informe o e-mail (o link de primeiro acesso vai para ele).';
export const EMAIL_INVALID = 'E-mail inválido.';
export const PHONE_INVALID = 'Telefone inválido: use (DD) 9XXXX-XXXX ou (DD) XXXX-XXXX.';
export const LOGIN_REQUIRED = 'Login: informe o login.';
export const LOGIN_INVALID =
  'Login: use de 3 a 50 letras sem acento, números, ponto, hífen, sublinhado ou @.';
export const USER_TYPE_INVALID =
  'Tipo de usuário: escolha Seguradora, Corretor, Agente, Tomador ou Assessor.';
export const AGENT_TYPE_ONLY = 'Tipo de usuário: a corretora só pode cadastrar agentes.';
export const PROFILE_REQUIRED = 'Perfil: escolha o perfil do usuário.';
export const PROFILE_NOT_FOUND = 'Perfil: o perfil escolhido não existe nesta seguradora.';
export const PROFILE_TYPE_MISMATCH = 'Perfil: o perfil escolhido não é do mesmo tipo de usuário.';
export const BROKER_REQUIRED = 'Corretora: informe a corretora de usuários corretores e agentes.';
export const BROKER_NOT_FOUND = 'Corretora: a corretora escolhida não existe nesta seguradora.';
export const HOME_MENU_NOT_GRANTED =
  'Menu inicial: escolha um dos menus liberados pelo perfil do usuário.';
export const VERSION_REQUIRED = 'Versão: informe a versão do usuário que está sendo alterado.';
