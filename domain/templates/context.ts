import type { DateInput } from '../format';
import type { TemplateData, TemplateEndorsement, TemplateInsurer, TemplateProposal } from './types';
import { endorsementDates } from './values';

/** The data a tag reads, with the validity already chosen by the endorsement date rule. */
export interface TemplateContext {
  /** The proposal, or the policy an endorsement changes. */
  proposal: TemplateProposal | null;
  endorsement: TemplateEndorsement | null;
  insurer: TemplateInsurer | null;
  today: DateInput;
  validity: { start: DateInput; end: DateInput };
}

export const templateContext = (data: TemplateData): TemplateContext => {
  const proposal = data.proposal ?? null;
  const endorsement = data.endorsement ?? null;
  return {
    proposal,
    endorsement,
    insurer: data.insurer ?? null,
    today: data.today ?? new Date(),
    validity: endorsement
      ? endorsementDates(endorsement, proposal)
      : { start: proposal?.StartDate, end: proposal?.EndDate },
  };
};
