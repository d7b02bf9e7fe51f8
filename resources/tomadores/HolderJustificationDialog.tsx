import { useTranslate } from 'react-admin';
import { JustificationDialog } from '../../src/components/parties';

export interface HolderJustificationDialogProps {
  title: string;
  /** Runs the call; it reports a rejection itself, and the dialog keeps the text typed. */
  onConfirm: (justification: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks the justification a block toggle or a rejection needs; it goes to the history. */
export const HolderJustificationDialog = ({
  title,
  onConfirm,
  onClose,
}: HolderJustificationDialogProps) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.tomadores.data.${key}`);
  return (
    <JustificationDialog
      title={title}
      message={t('justificationHelp')}
      label={translate('resources.tomadores.fields.Justification')}
      helperText=" "
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      requiredMessage={t('justificationRequired')}
      maxLength={500}
      showFailure={false}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
