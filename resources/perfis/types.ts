/** A user of a profile, as GetProfileByCompanyId lists it. */
export interface ProfileMember {
  UserInfoId: number;
  UniqueId: string;
  Name: string;
  Login: string;
  Email: string | null;
  IsActive: boolean;
}

/** Profile (perfil, spec part 2 §3): UniqueId and its Usuarios. */
export type Profile = {
  UniqueId: string;
  Name: string;
  UserTypeId: number;
  HomeMenuId: number | null;
  /** The menus where the profile grants something. */
  MenuIds: number[];
  Usuarios: ProfileMember[];
};

export type ProfileRecord = Profile & { id: string };

export interface SaveProfileBody {
  UniqueId?: string | null;
  Name: string;
  UserTypeId: number;
  HomeMenuId: number | null;
}

/** One cell of the grant matrix. */
export interface MatrixFunctionality {
  Id: number;
  Name: string;
  Granted: boolean;
}

/** One row of the grant matrix (GetMenus). */
export interface MatrixMenu {
  Id: number;
  Name: string;
  Order: number;
  MenuFuncionalities: MatrixFunctionality[];
}

/** UpdateMenuFuncionalityInProfile's body. */
export interface GrantsBody {
  ProfileUniqueId: string;
  Menus: { Id: number; Order: number; FunctionalityIds: number[] }[];
}
