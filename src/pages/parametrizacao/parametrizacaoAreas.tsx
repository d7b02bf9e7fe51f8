import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import type { ReactElement } from 'react';

export interface ParametrizacaoArea {
  /** i18n key under aval.parametrizacao.areas */
  key: string;
  path: string;
  icon: ReactElement;
}

/** The parameterisation areas of spec part 1 §2, each opening its child route. */
export const parametrizacaoAreas: ParametrizacaoArea[] = [
  {
    key: 'modalidades',
    path: '/parametrizacao/modalidades',
    icon: <CategoryOutlinedIcon />,
  },
  {
    key: 'endosso',
    path: '/parametrizacao/endosso',
    icon: <EventRepeatOutlinedIcon />,
  },
  {
    key: 'renovacao',
    path: '/parametrizacao/renovacao',
    icon: <AutorenewOutlinedIcon />,
  },
  {
    key: 'condicoesGerais',
    path: '/parametrizacao/condicoes-gerais',
    icon: <DescriptionOutlinedIcon />,
  },
  {
    key: 'pagamentos',
    path: '/parametrizacao/pagamentos',
    icon: <PaymentsOutlinedIcon />,
  },
  {
    key: 'bureaus',
    path: '/parametrizacao/bureaus-consulta',
    icon: <TravelExploreOutlinedIcon />,
  },
  {
    key: 'brokerProfile',
    path: '/parametrizacao/broker-profile',
    icon: <BadgeOutlinedIcon />,
  },
  {
    key: 'consultaPj',
    path: '/parametrizacao/consulta-pj',
    icon: <AccountBalanceOutlinedIcon />,
  },
  {
    key: 'emissao',
    path: '/parametrizacao/emissao',
    icon: <ReceiptLongOutlinedIcon />,
  },
];
