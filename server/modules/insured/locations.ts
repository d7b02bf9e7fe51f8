import type { PartyLocationInput } from '../../../domain/partyLocation';
import type { Database } from '../../db/client';
import {
  addLocation,
  findLocationOwnerId,
  type LocationOwner,
  removeLocation,
  updateLocation,
} from '../locations/partyLocations';
import type { AuthContext } from '../security/principal';
import { findVisibleInsuredById } from './scope';

export const insuredOwner = (row: { companyId: number; id: number }): LocationOwner => ({
  companyId: row.companyId,
  kind: 'insured',
  id: row.id,
  historyEntity: 'Insured',
});

const author = (auth: AuthContext) => ({ userId: auth.userId });

/** The insured that owns this location, when the caller reaches it (else 404). */
const ownerOfLocation = async (db: Database, auth: AuthContext, locationId: number) => {
  const ownerId = await findLocationOwnerId(db, auth.companyId, 'insured', locationId);
  return insuredOwner(await findVisibleInsuredById(db, auth, ownerId));
};

/** SaveInsuredLocation: adds an address (the first one, or IsMain, becomes the main one). */
export const saveInsuredLocation = async (
  db: Database,
  auth: AuthContext,
  insuredId: number,
  input: PartyLocationInput,
) => {
  const owner = insuredOwner(await findVisibleInsuredById(db, auth, insuredId));
  return db.transaction((tx) => addLocation(tx, owner, input, author(auth)));
};

export const updateInsuredLocation = async (
  db: Database,
  auth: AuthContext,
  locationId: number,
  input: PartyLocationInput,
) => {
  const owner = await ownerOfLocation(db, auth, locationId);
  return db.transaction((tx) => updateLocation(tx, owner, locationId, input, author(auth)));
};

export const removeInsuredLocation = async (
  db: Database,
  auth: AuthContext,
  locationId: number,
) => {
  const owner = await ownerOfLocation(db, auth, locationId);
  return db.transaction((tx) => removeLocation(tx, owner, locationId, author(auth)));
};
