import { Box, FormHelperText } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DeadlineModalityInput } from '../../../domain/contracts/proposalTexts';
import { gatewayMessages } from '../../../src/components/parties';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { useDebounced } from './useDebounced';
import type { Term } from './wizardModel';
import { wizardText } from './WizardForm';

/** Which term a check reads: the main one or the complementary modality's. */
export type TermPrefix = '' | 'Complementary';

const hasAny = (term: Term) => Boolean(term.start || term.end || term.days);

/**
 * GetValidateDeadlineModality's body once the modality and the start with the end or the days
 * are filled; null before (nothing to ask yet).
 */
export const termCheckBody = (
  modalityId: number | null | undefined,
  term: Term,
): DeadlineModalityInput | null => {
  const days = typeof term.days === 'number' && term.days > 0 ? term.days : null;
  if (!modalityId || !term.start || (!term.end && !days)) return null;
  return { ModalityId: modalityId, StartDate: term.start, EndDate: term.end, DeadlineDays: days };
};

/**
 * The gateway's verdict on a term (debounced): its messages and whether it refuses the term.
 * Out of the modality's limits is IsValid false; a term that does not add up is a 400 whose
 * messages name the field. Any other failure blocks nothing: the save decides.
 */
export const useTermCheck = (body: DeadlineModalityInput | null) => {
  // the provider itself is stable; each of its methods read off it is a new function per read
  const dataProvider = useDataProvider<AvalDataProvider>();
  const asked = useDebounced(body ? JSON.stringify(body) : null);
  const query = useQuery({
    queryKey: ['propostas', 'validateDeadlineModality', asked],
    queryFn: () =>
      dataProvider.validateDeadlineModality(JSON.parse(asked as string) as DeadlineModalityInput),
    enabled: asked !== null,
    retry: false,
    // the last verdict stays while the next term is checked (no flicker while typing)
    placeholderData: keepPreviousData,
  });
  if (!body) return { messages: [] as string[], invalid: false };
  if (query.data) return { messages: query.data.Messages, invalid: !query.data.IsValid };
  if (query.error instanceof HttpError && query.error.status === 400) {
    return { messages: gatewayMessages(query.error), invalid: true };
  }
  return { messages: [] as string[], invalid: false };
};

type ReportTerm = (key: TermPrefix, invalid: boolean) => void;
const TermValidityContext = createContext<ReportTerm>(() => undefined);
/** Where the TermChecks inside report their verdicts (the `report` of useTermValidity). */
export const TermValidityProvider = TermValidityContext.Provider;

/** The step's term checks: `blocked` while any of them says its term is invalid. */
export const useTermValidity = () => {
  const [invalid, setInvalid] = useState<Partial<Record<TermPrefix, boolean>>>({});
  const report = useCallback<ReportTerm>(
    (key, value) =>
      setInvalid((current) => (current[key] === value ? current : { ...current, [key]: value })),
    [],
  );
  return { blocked: Object.values(invalid).some(Boolean), report };
};

const termNames = [
  'StartDate',
  'EndDate',
  'DeadlineDays',
  'ComplementaryStartDate',
  'ComplementaryEndDate',
  'ComplementaryDeadlineDays',
] as const;

/**
 * Under a term's fields: the gateway's check of that term against the modality (main, or the
 * complementary one, which takes the main term while its own is empty, as the pricing does),
 * its messages as error text. Reports the verdict so the step holds "Continuar".
 */
export const TermCheck = ({
  prefix,
  modalityId,
}: {
  prefix: TermPrefix;
  modalityId: number | null | undefined;
}) => {
  const translate = useTranslate();
  const report = useContext(TermValidityContext);
  const [start, end, days, extraStart, extraEnd, extraDays] = useWatch({ name: termNames });
  const main: Term = { start: start ?? null, end: end ?? null, days: days ?? null };
  const own: Term = { start: extraStart ?? null, end: extraEnd ?? null, days: extraDays ?? null };
  const term = prefix === 'Complementary' && hasAny(own) ? own : main;
  const { messages, invalid } = useTermCheck(termCheckBody(modalityId, term));

  useEffect(() => {
    report(prefix, invalid);
  }, [report, prefix, invalid]);
  useEffect(() => () => report(prefix, false), [report, prefix]);

  if (!messages.length) return null;
  return (
    <Box
      role="status"
      aria-label={translate(wizardText('risk.termCheck'))}
      data-testid={`term-check${prefix ? `-${prefix.toLowerCase()}` : ''}`}
      sx={{ mt: -1 }}
    >
      {messages.map((message) => (
        <FormHelperText key={message} error={invalid}>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
};
