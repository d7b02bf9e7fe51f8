import { modulePermissions } from '../../../domain/contracts/permissions';
import { envelopeOf } from '../../http/envelope';

// The call's request and answer shapes are the contract in domain/contracts/permissions.ts,
// shared with the portal; the answer goes in the envelope here.
export { permissionsQuery } from '../../../domain/contracts/permissions';

export const permissionsAnswer = envelopeOf(modulePermissions);
