import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AutorenewOutlinedIcon from '@mui/icons-material/AutorenewOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import type { ReactElement } from 'react';

export interface ParametrizacaoArea {
  /** i18n key under aval.parametrizacao.areas */
  key: string;
  path: string;
  icon: ReactElement;
  /** false while the area's screen is still a placeholder ("Em breve") */
  ready: boolean;
}

/** The parameterisation areas of spec part 1 §2, each opening its child route. */
export const parametrizacaoAreas: ParametrizacaoArea[] = [
  {
    key: 'modalidades',
    path: '/parametrizacao/modalidades',
    icon: <CategoryOutlinedIcon />,
    ready: true,
  },
  {
    key: 'endosso',
    path: '/parametrizacao/endosso',
    icon: <EventRepeatOutlinedIcon />,
    ready: false,
  },
  {
    key: 'renovacao',
    path: '/parametrizacao/renovacao',
    icon: <AutorenewOutlinedIcon />,
    ready: false,
  },
  {
    key: 'condicoesGerais',
    path: '/parametrizacao/condicoes-gerais',
    icon: <DescriptionOutlinedIcon />,
    ready: false,
  },
  {
    key: 'pagamentos',
    path: '/parametrizacao/pagamentos',
    icon: <PaymentsOutlinedIcon />,
    ready: false,
  },
  {
    key: 'bureaus',
    path: '/parametrizacao/bureaus-consulta',
    icon: <TravelExploreOutlinedIcon />,
    ready: false,
  },
  {
    key: 'brokerProfile',
    path: '/parametrizacao/broker-profile',
    icon: <BadgeOutlinedIcon />,
    ready: false,
  },
  {
    key: 'consultaPj',
    path: '/parametrizacao/consulta-pj',
    icon: <AccountBalanceOutlinedIcon />,
    ready: false,
  },
];
