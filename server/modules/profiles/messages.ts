import { type MenuIdValue, menuLabels } from '../../../domain/menus';
import { type UserTypeId, userTypeLabels } from '../../../domain/userTypes';

/** pt-BR messages of the profiles area. */
export const PROFILE_NOT_FOUND = 'Perfil não encontrado.';
export const PROFILE_HAS_USERS = 'Não é possível excluir um perfil que possui usuários vinculados.';
export const DUPLICATE_PROFILE = 'Já existe um perfil com este nome para este tipo de usuário.';
export const PROFILES_INSURER_ONLY = 'Somente a seguradora gerencia perfis.';
export const NAME_REQUIRED = 'Nome: informe o nome do perfil.';
export const NAME_TOO_LONG = 'Nome: use no máximo 50 caracteres.';
export const USER_TYPE_INVALID =
  'Tipo de usuário: escolha Seguradora, Corretor, Agente, Tomador ou Assessor.';
export const HOME_MENU_INVALID = 'Menu inicial: o menu escolhido não existe.';
export const TYPE_CHANGE_WITH_USERS =
  'Tipo de usuário: não é possível mudar o tipo de um perfil que possui usuários vinculados.';
export const NO_USERS_TO_MOVE = 'Usuários: escolha ao menos um usuário para mover.';
export const PROFILE_OF_OTHER_TYPE = 'Perfil: o perfil não é do tipo de usuário informado.';
export const DUPLICATE_MENU = 'Menus: cada menu só pode aparecer uma vez.';

const typeLabel = (id: number) => userTypeLabels[id as UserTypeId] ?? String(id);
const menuLabel = (id: number) => menuLabels[id as MenuIdValue] ?? String(id);

export const moveTypeMismatch = (name: string, userTypeId: number, profileTypeId: number) =>
  `O usuário ${name} é do tipo ${typeLabel(userTypeId)} e não pode ir para um perfil do tipo ${typeLabel(profileTypeId)}.`;

export const unknownMenu = (id: number) => `Menus: o menu ${id} não existe.`;

export const functionalityNotInMenu = (functionalityId: number, menuId: number) =>
  `Menus: a funcionalidade ${functionalityId} não pertence ao menu ${menuLabel(menuId)}.`;

export const invalidOrder = (menuId: number) =>
  `Menus: a ordem do menu ${menuLabel(menuId)} deve ser um número de 1 a 99.`;
