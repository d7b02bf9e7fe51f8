import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import type { InsuredDetail } from '../../domain/insureds';
import { QuickSearch } from '../../src/components/QuickSearch';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** "Busca rápida" (Insured/SearchInsured): up to 20 matches; choosing one opens it. */
export const InsuredQuickSearch = () => {
  const navigate = useNavigate();
  const { quickSearchInsured } = useDataProvider<AvalDataProvider>();
  return (
    <QuickSearch<InsuredDetail>
      sx={{ minWidth: { sm: 320 } }}
      size="small"
      queryKey={['segurados', 'quickSearch']}
      search={quickSearchInsured}
      minLength={3}
      optionLabel={(option) => `${option.Name} · ${maskDocument(option.CpfCnpj)}`}
      onPick={(chosen) => {
        if (chosen) navigate(`/segurado/${chosen.UniqueId}`);
      }}
      label="resources.segurados.list.quickSearch"
      hint="resources.segurados.list.quickSearchHint"
      empty="resources.segurados.list.quickSearchEmpty"
    />
  );
};
