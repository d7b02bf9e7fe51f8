import type { TranslateFunction } from 'react-admin';
import type { InsuredSummary } from '../../domain/insureds';
import { placeLine, streetLine } from '../../src/components/parties';
import type { CsvColumn } from '../../src/export';

type Insured = InsuredSummary & { id: string };

/** The insured list's CSV: the columns on screen, the main address in two cells. */
export const insuredExportColumns = (translate: TranslateFunction): CsvColumn<Insured>[] => {
  const field = (name: string) => translate(`resources.segurados.fields.${name}`);
  const chip = (name: string) => translate(`resources.segurados.chips.${name}`);
  return [
    { header: field('Name'), value: (insured) => insured.Name },
    { header: field('NomeSocial'), value: (insured) => insured.NomeSocial },
    { header: field('CpfCnpj'), value: (insured) => insured.CpfCnpj, kind: 'document' },
    { header: field('IsPrivate'), value: (insured) => insured.BranchLabel },
    {
      header: field('MainLocation'),
      value: (insured) =>
        insured.MainLocation &&
        `${streetLine(insured.MainLocation, translate('aval.parties.locations.noNumber'))} - ${placeLine(insured.MainLocation)}`,
    },
    {
      header: field('IsBlocked'),
      value: (insured) => (insured.IsBlocked ? chip('blocked') : ''),
    },
    { header: field('BlockJustify'), value: (insured) => insured.BlockJustify },
  ];
};
