import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Beneficiary, SaveBeneficiaryLocationInput } from '../../domain/beneficiaries';
import { maskDocument } from '../../domain/cpfCnpj';
import { LocationsPanel } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface BeneficiaryAddressesDialogProps {
  beneficiary: Beneficiary | null;
  canManage: boolean;
  /** Receives the beneficiary as saved (with its addresses). */
  onSaved: (beneficiary: Beneficiary) => void;
  onClose: () => void;
}

/** A beneficiary's addresses: add or edit (SaveBeneficiaryLocation); the gateway removes none. */
export const BeneficiaryAddressesDialog = ({
  beneficiary,
  canManage,
  onSaved,
  onClose,
}: BeneficiaryAddressesDialogProps) => {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { saveBeneficiaryLocation } = useDataProvider<AvalDataProvider>();
  const save = async (input: SaveBeneficiaryLocationInput) =>
    onSaved(await saveBeneficiaryLocation(input));
  return (
    <Dialog
      open={beneficiary !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle>{translate('resources.beneficiarios.addresses.title')}</DialogTitle>
      {beneficiary && (
        <DialogContent>
          <Typography variant="subtitle1">{beneficiary.Name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {maskDocument(beneficiary.CpfCnpj)}
          </Typography>
          <LocationsPanel
            locations={beneficiary.Locations}
            canManage={canManage}
            onAdd={(Location) => save({ BeneficiaryUniqueId: beneficiary.UniqueId, Location })}
            onUpdate={(LocationId, Location) =>
              save({ BeneficiaryUniqueId: beneficiary.UniqueId, LocationId, Location })
            }
          />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.beneficiarios.addresses.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
