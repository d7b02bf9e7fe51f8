import type { TranslateFunction } from 'react-admin';
import type { PolicyHolderListItem } from '../../domain/policyHolders';

type Holder = PolicyHolderListItem & { id: string };
import type { CsvColumn } from '../../src/export';

/** The holder list's CSV: the columns on screen, the situation in words, city and UF apart. */
export const holderExportColumns = (translate: TranslateFunction): CsvColumn<Holder>[] => {
  const field = (name: string) => translate(`resources.tomadores.fields.${name}`);
  const chip = (name: string) => translate(`resources.tomadores.chips.${name}`);
  return [
    { header: field('Name'), value: (holder) => holder.Name },
    { header: field('CpfCnpj'), value: (holder) => holder.CpfCnpj, kind: 'document' },
    { header: field('City'), value: (holder) => holder.CityName },
    { header: 'UF', value: (holder) => holder.StateAbbreviation },
    { header: field('RiskClass'), value: (holder) => holder.RiskClass },
    { header: field('LimitValue'), value: (holder) => holder.LimitValue, kind: 'money' },
    { header: field('EconomicGroupName'), value: (holder) => holder.EconomicGroupName },
    {
      header: field('Status'),
      value: (holder) =>
        [
          holder.IsActive ? chip('active') : chip('inactive'),
          holder.IsBlocked && chip('blocked'),
          holder.IsRestrictiveBlocked && chip('restrictive'),
        ]
          .filter(Boolean)
          .join(', '),
    },
  ];
};
