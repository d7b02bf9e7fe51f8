import { type DecimalInput, toDecimal } from './decimalValue';
import { formatBRL } from './format';

/**
 * Alçadas (issue 14): each analysis profile may approve, in each pipe, cards up to a maximum IS
 * (importância segurada). No limit set (null) means the profile may approve any amount; a card
 * whose record has no IS is not bound by alçadas.
 */
export type ApprovalLimit = string | null;

/** Whether a profile with this limit may approve a card of this IS. */
export const mayApprove = (insuredAmount: DecimalInput, limit: DecimalInput): boolean => {
  const amount = toDecimal(insuredAmount);
  const max = toDecimal(limit);
  if (!amount || !max) return true;
  return amount.lessThanOrEqualTo(max);
};

/** The 409 a move to Aprovado above the caller's alçada answers. */
export const aboveAuthorityMessage = (insuredAmount: DecimalInput, limit: DecimalInput) =>
  `Aprovação acima da sua alçada: a IS do card é ${formatBRL(insuredAmount)} e o seu perfil ` +
  `aprova até ${formatBRL(limit)} nesta esteira.`;

/** One user who may approve a card, as GetCardApprovers lists them. */
export interface ApproverSummary {
  Name: string;
  ProfileName: string;
  MaxInsuredAmount: ApprovalLimit;
}

/** An alçada in words: "até R$ 1.500.000,00", or "sem limite". */
export const approvalLimitText = (limit: DecimalInput) =>
  toDecimal(limit) ? `até ${formatBRL(limit)}` : 'sem limite';

/**
 * Who may approve a card, in the words the card's view and the 409 both use:
 * "Podem aprovar: Ana (Subscritor, até R$ 5.000.000,00), Bruno (Diretor, sem limite)."
 */
export const approversSentence = (users: readonly ApproverSummary[]) =>
  users.length
    ? `Podem aprovar: ${users
        .map(
          (user) =>
            `${user.Name} (${user.ProfileName}, ${approvalLimitText(user.MaxInsuredAmount)})`,
        )
        .join(', ')}.`
    : 'Nenhum usuário ativo tem alçada para aprovar este card.';
