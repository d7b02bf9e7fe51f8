import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatCep } from '../../domain/cepRanges';
import {
  type InsertInsuredInput,
  type InsuredDetail,
  INSURED_NAME_MAX_LENGTH,
} from '../../domain/insureds';
import type { PartyLocationInput } from '../../domain/partyLocation';
import {
  AddressFormDialog,
  DocumentTextField,
  documentProblem,
  gatewayMessages,
  messagesByField,
} from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

type Field = 'Name' | 'CpfCnpj' | 'NomeSocial';
const fieldLabels: Record<Field, string> = {
  Name: 'Nome',
  CpfCnpj: 'CPF/CNPJ',
  NomeSocial: 'Nome social',
};

type InsuredRecord = InsuredDetail & { id: string };

export interface InsuredCreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** Takes the new insured instead of opening its screen (the proposal wizard's inline creation). */
  onCreated?: (insured: InsuredDetail) => void;
}

/** "Novo segurado": name, CPF/CNPJ, social name, branch and, optionally, the main address. */
export const InsuredCreateDialog = ({ open, onClose, onCreated }: InsuredCreateDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [document, setDocument] = useState('');
  const [nomeSocial, setNomeSocial] = useState('');
  const [isPrivate, setIsPrivate] = useState(true);
  /** The optional first address, kept here until the insured is registered with it. */
  const [location, setLocation] = useState<PartyLocationInput | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // a complete, valid document is checked at once: an insured that exists is opened, not repeated
  const documentToCheck = document && !documentProblem(document) ? document : '';
  const existing = useQuery({
    queryKey: ['segurados', 'byDocument', documentToCheck],
    queryFn: () => dataProvider.validateInsuredDocument(documentToCheck),
    enabled: Boolean(documentToCheck),
    retry: false,
  });
  const duplicate = documentToCheck ? existing.data?.Insured : undefined;

  const localErrors = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.Name = translate('resources.segurados.create.nameRequired');
    const problem = documentProblem(document);
    if (!document) found.CpfCnpj = translate('resources.segurados.create.documentRequired');
    else if (problem) found.CpfCnpj = translate(problem);
    return found;
  };

  const submit = async () => {
    const found = localErrors();
    setErrors(found);
    setGeneral([]);
    if (Object.keys(found).length || duplicate) return;
    setSaving(true);
    try {
      const input: InsertInsuredInput = {
        Name: name.trim(),
        CpfCnpj: document,
        NomeSocial: nomeSocial.trim() || null,
        IsPrivate: isPrivate,
        Location: location,
      };
      const { data: created } = await dataProvider.create<InsuredRecord>('segurados', {
        data: input,
      });
      await queryClient.invalidateQueries({ queryKey: ['segurados', 'getList'] });
      notify(translate('resources.segurados.create.created', { name: created.Name }), {
        type: 'success',
      });
      onClose();
      if (onCreated) onCreated(created);
      else navigate(`/segurado/${created.UniqueId}`);
    } catch (error) {
      const split = messagesByField(gatewayMessages(error), fieldLabels);
      setErrors(split.fields);
      setGeneral(split.general);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.segurados.create.title')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="insured-create-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
          <TextField
            autoFocus
            required
            fullWidth
            label={translate('resources.segurados.create.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.Name)}
            helperText={errors.Name}
            slotProps={{ htmlInput: { maxLength: INSURED_NAME_MAX_LENGTH } }}
          />
          <DocumentTextField
            required
            value={document}
            onChange={setDocument}
            error={errors.CpfCnpj}
          />
          {duplicate && (
            <Alert severity="warning" data-testid="insured-duplicate">
              {translate('resources.segurados.create.duplicate', { name: duplicate.Name })}{' '}
              <Link component={RouterLink} to={`/segurado/${duplicate.UniqueId}`} onClick={onClose}>
                {translate('resources.segurados.create.openExisting')}
              </Link>
              {existing.data?.Reasons.map((reason) => (
                <Typography key={reason} variant="body2">
                  {reason}
                </Typography>
              ))}
            </Alert>
          )}
          <TextField
            fullWidth
            label={translate('resources.segurados.create.nomeSocial')}
            value={nomeSocial}
            onChange={(event) => setNomeSocial(event.target.value)}
            error={Boolean(errors.NomeSocial)}
            helperText={errors.NomeSocial}
            slotProps={{ htmlInput: { maxLength: INSURED_NAME_MAX_LENGTH } }}
          />
          <FormControl>
            <FormLabel id="insured-branch-label">
              {translate('resources.segurados.create.branch')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="insured-branch-label"
              value={isPrivate ? 'private' : 'public'}
              onChange={(event) => setIsPrivate(event.target.value === 'private')}
            >
              <FormControlLabel
                value="private"
                control={<Radio />}
                label={translate('resources.segurados.create.private')}
              />
              <FormControlLabel
                value="public"
                control={<Radio />}
                label={translate('resources.segurados.create.public')}
              />
            </RadioGroup>
          </FormControl>
          {location ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-word' }}>
                {`${location.AddressName}, ${location.Number || 's/n'} - CEP ${formatCep(location.ZipCode)}`}
              </Typography>
              <Button size="small" onClick={() => setLocation(null)}>
                {translate('resources.segurados.create.removeAddress')}
              </Button>
            </Stack>
          ) : (
            <Box>
              <Button
                variant="outlined"
                startIcon={<AddLocationAltOutlinedIcon />}
                onClick={() => setAddingAddress(true)}
              >
                {translate('resources.segurados.create.addAddress')}
              </Button>
            </Box>
          )}
        </Stack>
        <AddressFormDialog
          open={addingAddress}
          onSubmit={async (input) => setLocation({ ...input, IsMain: true })}
          onClose={() => setAddingAddress(false)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('resources.segurados.create.cancel')}
        </Button>
        <Button
          type="submit"
          form="insured-create-form"
          variant="contained"
          loading={saving}
          disabled={Boolean(duplicate)}
        >
          {translate('resources.segurados.create.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
