// The CNAB 240 return file of "cobrança": read (parseReturn), written (buildReturn, for the tests
// and the demo), and the movement codes that settle a slip (occurrences).
export { type CnabReturnInput, type CnabReturnTitleInput, buildCnab240Return } from './buildReturn';
export { isLiquidation, LIQUIDATION_CODES, occurrenceName } from './occurrences';
export {
  type CnabParseResult,
  type CnabProblem,
  type CnabReturn,
  type CnabTitle,
  parseCnab240Return,
} from './parseReturn';
