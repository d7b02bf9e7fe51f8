import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';

export const authenticationBrokerBody = z.object({
  BrokerUniqueId: z.uuid().describe('UniqueId da corretora pela qual o assessor vai atuar'),
});

export const advisorBrokersAnswer = envelopeOf(
  z.array(
    z.object({
      BrokerId: int32(),
      UniqueId: z.string(),
      Name: z.string(),
      Cnpj: z.string().describe('Somente dígitos'),
      SusepCode: z.string(),
      IsBlocked: z.boolean(),
      RegistrationStatus: z.string().describe("'pending' | 'active' | 'rejected'"),
      CanAct: z.boolean().describe('Se o assessor pode atuar por ela agora'),
    }),
  ),
);
