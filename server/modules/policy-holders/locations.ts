import type { PartyLocationInput } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import {
  addLocation,
  findLocationOwnerId,
  removeLocation,
  updateLocation,
} from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { holderLocationOwner } from './queries';
import { findVisiblePolicyHolder, findVisiblePolicyHolderById } from './scope';

export type SaveLocationInput = PartyLocationInput & {
  PolicyHolderUniqueId: string;
  /** Present: updates that address of the holder; absent: adds one. */
  Id?: number | null;
};

/** SavePolicyHolderLocation: adds an address, or with Id updates it (history 'PolicyHolder'). */
export const saveHolderLocation = async (
  db: Database,
  auth: AuthContext,
  input: SaveLocationInput,
) => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const owner = holderLocationOwner(holder);
  const author = { userId: auth.userId };
  return db.transaction((tx) =>
    input.Id
      ? updateLocation(tx, owner, input.Id, input, author)
      : addLocation(tx, owner, input, author),
  );
};

/** RemovePolicyHolderLocation?locationId */
export const removeHolderLocation = async (db: Database, auth: AuthContext, locationId: number) => {
  const ownerId = await findLocationOwnerId(db, auth.companyId, 'policy_holder', locationId);
  const holder = await findVisiblePolicyHolderById(db, auth, ownerId);
  return db.transaction((tx) =>
    removeLocation(tx, holderLocationOwner(holder), locationId, { userId: auth.userId }),
  );
};
