import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProposalSummary } from '../../domain/contracts/proposals';
import { maskDocument } from '../../domain/cpfCnpj';
import { QuickSearch } from '../../src/components/QuickSearch';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { proposalPath } from './paths';

/**
 * "Busca rápida" over the broker's own proposals (SearchBrokerProposalByText): number, party
 * name or CPF/CNPJ; choosing one opens it. The list's filters stay as they are.
 */
export const ProposalTextSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { searchProposalsByText } = useDataProvider<AvalDataProvider>();
  return (
    <QuickSearch<ProposalSummary>
      sx={{ minWidth: { sm: 360 } }}
      size="small"
      queryKey={['propostas', 'textSearch']}
      search={searchProposalsByText}
      minLength={2}
      optionLabel={(option) =>
        translate('resources.propostas.textSearch.option', {
          number: option.Number,
          holder: option.PolicyHolderName,
          document: maskDocument(option.PolicyHolderCpfCnpj),
        })
      }
      onPick={(chosen) => {
        if (chosen) navigate(proposalPath('broker', chosen));
      }}
      label="resources.propostas.textSearch.label"
      hint="resources.propostas.textSearch.hint"
      empty="resources.propostas.textSearch.empty"
    />
  );
};
