import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import type { QueryTypeParameters } from '../../domain/bureauQueries';
import { BureauQueryDetail } from './BureauQueryDetail';
import { BureauQueryList } from './BureauQueryList';

/**
 * Resource `bureaus`: the query types at /parametrizacao/bureaus-consulta and one query type's
 * bureaus (`show`) at /parametrizacao/bureaus-consulta/:tipoConsultaId.
 */
export default {
  list: BureauQueryList,
  show: BureauQueryDetail,
  icon: TravelExploreOutlinedIcon,
  recordRepresentation: (record: QueryTypeParameters) => record.Nome,
};
