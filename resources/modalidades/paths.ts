import type { ModalityListItem } from '../../domain/modalities';

/** The parameterisation routes of spec part 1 §2 that show modalities. */
export const MENU_PATH = '/parametrizacao/menu';
export const MODALITIES_PATH = '/parametrizacao/modalidades';

export const groupPath = (branchId: number, modalityGroupId: number) =>
  `/parametrizacao/branch/${branchId}/modalidade/${modalityGroupId}`;

export const modalityPath = (
  modality: Pick<ModalityListItem, 'BranchId' | 'ModalityGroupId' | 'Id' | 'UniqueId'>,
) =>
  `/parametrizacao/branch/${modality.BranchId}/grupo/${modality.ModalityGroupId}/modalidade/${modality.Id}/${modality.UniqueId}/`;
