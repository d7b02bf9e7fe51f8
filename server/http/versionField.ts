// The one decision on a write's Version (DESIGN §4) is written with the call contracts in
// domain/contracts/version.ts; the route schemas keep importing it from here.
export {
  requiredVersion,
  specOptionalVersion,
  specOptionalVersionQuery,
} from '../../domain/contracts/version';
