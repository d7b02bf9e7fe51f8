import { FormHelperText, Paper, Typography } from '@mui/material';
import {
  ArrayInput,
  SimpleFormIterator,
  SimpleFormIteratorClasses,
  TextInput,
  useDataProvider,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_CO_BROKERS } from '../../../domain/coBrokers';
import type { CoBrokerOption } from '../../../domain/contracts/coBrokers';
import type { ProposalDetail, UpdateProposalInput } from '../../../domain/contracts/proposals';
import { maskDocument } from '../../../domain/cpfCnpj';
import { toDecimal } from '../../../domain/decimalValue';
import { formatNumberPtBR } from '../../../domain/format';
import { QuickSearch } from '../../../src/components/QuickSearch';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { wizardText } from './WizardForm';

/** A co-broker as the financial step's form holds it: the share as typed (pt-BR). */
export interface CoBrokerValue {
  BrokerUniqueId: string;
  Name: string;
  CommissionSharePercentage: string | null;
}

/** The gateway's refusals of co-brokers start so (server/modules/proposals/messages.ts). */
const CO_BROKER_PREFIX = 'Co-corretagem:';
const MIN_SEARCH = 3;

const shareText = (share: string) =>
  formatNumberPtBR(share, { minFractionDigits: 0, maxFractionDigits: 4 });

export const coBrokerValuesOf = (proposal: Pick<ProposalDetail, 'CoBrokers'>): CoBrokerValue[] =>
  proposal.CoBrokers.map((coBroker) => ({
    BrokerUniqueId: coBroker.BrokerUniqueId,
    Name: coBroker.Name,
    CommissionSharePercentage: shareText(coBroker.CommissionSharePercentage),
  }));

/** UpdateProposal's CoBrokers for the form's co-brokers (the gateway checks the shares). */
export const coBrokersInput = (values: CoBrokerValue[]): UpdateProposalInput['CoBrokers'] =>
  values.map((value) => ({
    BrokerUniqueId: value.BrokerUniqueId,
    CommissionSharePercentage: value.CommissionSharePercentage?.trim() || null,
  }));

const sameShare = (saved: string, typed: string | null) => {
  const a = toDecimal(saved);
  const b = toDecimal(typed);
  return a !== null && b !== null && a.equals(b);
};

/** Whether the form's co-brokers are the proposal's, in order and shares. */
export const sameCoBrokers = (
  proposal: Pick<ProposalDetail, 'CoBrokers'>,
  values: CoBrokerValue[],
) =>
  proposal.CoBrokers.length === values.length &&
  proposal.CoBrokers.every(
    (saved, index) =>
      saved.BrokerUniqueId === values[index].BrokerUniqueId &&
      sameShare(saved.CommissionSharePercentage, values[index].CommissionSharePercentage),
  );

/** The gateway's co-brokerage messages among a refusal's. */
export const coBrokerMessages = (messages: readonly string[] = []) =>
  messages.filter((message) => message.startsWith(CO_BROKER_PREFIX));

/**
 * The iterator's add button: a broker quick search (SearchCoBrokers) whose pick becomes a row
 * with an empty share; the brokers already chosen are not offered, and none past the maximum.
 */
const CoBrokerPicker = () => {
  const translate = useTranslate();
  const { add, total } = useSimpleFormIterator();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const chosen = ((useWatch({ name: 'CoBrokers' }) as CoBrokerValue[] | undefined) ?? []).map(
    (value) => value.BrokerUniqueId,
  );
  if (total >= MAX_CO_BROKERS) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(wizardText('coBrokers.full'), { max: MAX_CO_BROKERS })}
      </Typography>
    );
  }
  return (
    <QuickSearch<CoBrokerOption>
      // a fresh search after each pick; what is already chosen is not offered again
      key={total}
      queryKey={['propostas', 'coBrokerSearch', ...chosen]}
      search={async (term) =>
        (await dataProvider.searchCoBrokers(term)).filter(
          (broker) => !chosen.includes(broker.UniqueId),
        )
      }
      minLength={MIN_SEARCH}
      optionLabel={(option) => option.Name}
      optionText={(option) => `${option.Name} · ${maskDocument(option.CpfCnpj)}`}
      onPick={(broker) => {
        if (broker) {
          add({
            BrokerUniqueId: broker.UniqueId,
            Name: broker.Name,
            CommissionSharePercentage: '',
          });
        }
      }}
      label={wizardText('coBrokers.search')}
      hint={wizardText('coBrokers.searchHint')}
      empty={wizardText('coBrokers.noMatches')}
      size="small"
      sx={{ minWidth: { sm: 360 } }}
    />
  );
};

/**
 * "Co-corretagem": the brokers that share the proposal's commission, each with its share (%),
 * up to MAX_CO_BROKERS; saved with UpdateProposal when the step is saved. The gateway's
 * co-brokerage refusals (`messages`) show under the section. Read only when `readOnly`.
 */
export const CoBrokersInput = ({
  proposal,
  messages,
  readOnly = false,
}: {
  proposal: Pick<ProposalDetail, 'CoBrokers'>;
  messages: readonly string[];
  readOnly?: boolean;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(wizardText(`coBrokers.${key}`), options);
  const errors = coBrokerMessages(messages);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('title')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('title')}
      </Typography>
      {readOnly ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="co-brokers">
          {proposal.CoBrokers.length
            ? proposal.CoBrokers.map(
                (coBroker) =>
                  `${coBroker.Name} (${shareText(coBroker.CommissionSharePercentage)} %)`,
              ).join('; ')
            : t('none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('intro', { max: MAX_CO_BROKERS })}
          </Typography>
          <ArrayInput source="CoBrokers" label={false} helperText={false}>
            <SimpleFormIterator
              // the wizard's Form is outside react-admin's resource pages
              resource="propostas"
              inline
              disableReordering
              disableClear
              addButton={<CoBrokerPicker />}
              // "Remover" always shown (react-admin shows it on hover only): a keyboard reaches it
              sx={{ [`& .${SimpleFormIteratorClasses.action}`]: { visibility: 'visible' } }}
            >
              <TextInput source="Name" label={t('broker')} readOnly helperText={false} />
              <TextInput source="CommissionSharePercentage" label={t('share')} helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </>
      )}
      {errors.length > 0 && (
        <FormHelperText error role="alert" data-testid="co-broker-errors">
          {errors.join(' ')}
        </FormHelperText>
      )}
    </Paper>
  );
};
