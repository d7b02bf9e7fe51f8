import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';
import { int32, querySmallInt } from '../../http/inputSchemas';

const userTypeId = querySmallInt().describe(
  '1 Seguradora, 2 Corretor, 3 Tomador, 5 Agente, 6 Assessor',
);

export const settableQuery = z.object({ userInfoTypeId: userTypeId });
export const profilesQuery = z.object({ userInfoTypeId: userTypeId.optional() });
export const menusQuery = z.object({
  userInfoTypeId: userTypeId,
  profileUniqueId: z.string().max(64).optional().describe('Marca as concessões deste perfil'),
});
export const deleteProfileQuery = z.object({ UniqueId: z.string().max(64) });

export const saveProfileBody = z.object({
  UniqueId: z.string().max(64).nullish().describe('Ausente: novo perfil'),
  Name: z.string().max(200).nullish(),
  UserTypeId: int32().nullish(),
  HomeMenuId: int32().nullish(),
});

export const moveUsersBody = z.object({
  UserInfoUniqueIds: z.array(z.string().max(64)).max(1000),
  ProfileUniqueId: z.string().max(64),
});

export const grantsBody = z.object({
  ProfileUniqueId: z.string().max(64),
  Menus: z
    .array(
      z.object({
        Id: int32(),
        Order: int32(),
        FunctionalityIds: z.array(int32()).max(100),
      }),
    )
    .max(50),
});

const settableProfile = z.object({
  UniqueId: z.string(),
  Name: z.string(),
  UserTypeId: int32(),
  HomeMenuId: int32().nullable(),
  MenuIds: z.array(int32()).describe('Menus em que o perfil tem funcionalidades'),
});

const profileWithUsers = settableProfile.extend({
  Usuarios: z.array(
    z.object({
      UserInfoId: int32(),
      UniqueId: z.string(),
      Name: z.string(),
      Login: z.string(),
      Email: z.string().nullable(),
      IsActive: z.boolean(),
    }),
  ),
});

const menuMatrix = z.array(
  z.object({
    Id: int32(),
    Name: z.string(),
    Order: int32(),
    MenuFuncionalities: z.array(z.object({ Id: int32(), Name: z.string(), Granted: z.boolean() })),
  }),
);

export const settableProfilesAnswer = envelopeOf(z.array(settableProfile));
export const profilesAnswer = envelopeOf(z.array(profileWithUsers));
export const profileAnswer = envelopeOf(profileWithUsers);
export const menusAnswer = envelopeOf(menuMatrix);
export const booleanAnswer = envelopeOf(z.boolean());
