import type { ContractualTermAnswer } from '../../../domain/modalityTerms';
import type { ModalityTabProps } from '../../../resources/modalidades/CoveragesTab';
import { useModalityReload } from '../../../resources/modalidades/useModalities';
import { executante } from './modalityFixtures';

/** A tab as the configuration page mounts it: its writes refresh the modality's queries. */
export const WithReload = ({ Tab }: { Tab: (props: ModalityTabProps) => React.ReactNode }) => (
  <Tab modality={executante} reload={useModalityReload()} />
);

export const termAnswer = (fields: Partial<ContractualTermAnswer> = {}): ContractualTermAnswer => ({
  ContractualTermId: 7,
  ModalityId: executante.Id,
  TermType: 1,
  TermTypeName: 'Objeto',
  Value: '',
  JSONTag: '[]',
  JSONTagValue: '{}',
  RenderedValue: '',
  MissingTags: [],
  Version: 2,
  ...fields,
});

export const companyTermTags = [{ Name: 'EmailContato', Value: 'contato@aval-demo.com.br' }];

/**
 * ProseMirror measures the selection to scroll it into view; jsdom has no layout, so the
 * measurements answer an empty box.
 */
export const stubLayout = () => {
  const empty = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 });
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= empty as () => DOMRect;
  Range.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
};
