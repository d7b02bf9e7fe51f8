import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type Beneficiary, BENEFICIARY_NAME_MAX_LENGTH } from '../../domain/beneficiaries';
import {
  DocumentTextField,
  documentProblem,
  gatewayMessages,
  messagesByField,
} from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface BeneficiaryCreateDialogProps {
  open: boolean;
  /** The registered beneficiary, or the one that already had the document (created false). */
  onDone: (beneficiary: Beneficiary, created: boolean) => void;
  onClose: () => void;
}

type Field = 'Document' | 'Name';
const gatewayFields: Record<Field, string> = { Document: 'Document', Name: 'Name' };

const CreateForm = ({ onDone, onClose }: Omit<BeneficiaryCreateDialogProps, 'open'>) => {
  const translate = useTranslate();
  const formId = useId();
  const { validateBeneficiary } = useDataProvider<AvalDataProvider>();
  const [document, setDocument] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const check = () => {
    const problems: Partial<Record<Field, string>> = {};
    const documentError = document
      ? documentProblem(document)
      : 'aval.components.validation.required';
    if (documentError) problems.Document = translate(documentError);
    if (!name.trim()) problems.Name = translate('aval.components.validation.required');
    return problems;
  };

  const submit = async () => {
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSubmitting(true);
    setGeneral([]);
    try {
      const known = await validateBeneficiary({ Document: document });
      if (known.Beneficiary) {
        onDone(known.Beneficiary, false);
        return;
      }
      const result = await validateBeneficiary({ Document: document, Name: name.trim() });
      if (!result.CanUse || !result.Beneficiary) {
        setGeneral(result.Reasons);
        return;
      }
      onDone(result.Beneficiary, true);
    } catch (error) {
      const split = messagesByField(gatewayMessages(error), gatewayFields);
      setErrors(split.fields);
      setGeneral(split.general);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <DialogTitle>{translate('resources.beneficiarios.create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
          <DocumentTextField
            required
            autoFocus
            name="Document"
            value={document}
            onChange={(value) => {
              setDocument(value);
              setErrors((previous) => ({ ...previous, Document: undefined }));
            }}
            error={errors.Document}
          />
          <TextField
            required
            fullWidth
            name="Name"
            label={translate('resources.beneficiarios.fields.Name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((previous) => ({ ...previous, Name: undefined }));
            }}
            error={Boolean(errors.Name)}
            helperText={errors.Name ?? translate('resources.beneficiarios.create.nameHelper')}
            slotProps={{ htmlInput: { maxLength: BENEFICIARY_NAME_MAX_LENGTH } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          {translate('resources.beneficiarios.create.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {translate('resources.beneficiarios.create.submit')}
        </Button>
      </DialogActions>
    </>
  );
};

/** "Cadastrar beneficiário": CPF/CNPJ and name, checked and registered by the gateway. */
export const BeneficiaryCreateDialog = ({
  open,
  onClose,
  onDone,
}: BeneficiaryCreateDialogProps) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      {open && <CreateForm onClose={onClose} onDone={onDone} />}
    </Dialog>
  );
};
