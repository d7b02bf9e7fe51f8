import { type Finding, verdictFrom, type EngineVerdict } from './types';

/**
 * PEP engine (pessoa politicamente exposta). The rules, as /docs shows them: {@link pepRules}.
 * Partners come from the holder's and the insured's QSA (quadro de sócios e administradores).
 */
export const pepRules: readonly string[] = [
  'Encaminha para análise quando algum sócio (QSA) do tomador ou do segurado é pessoa politicamente exposta.',
  'Encaminha para análise quando algum sócio é familiar ou estreito colaborador de pessoa politicamente exposta.',
  'Aprova quando nenhum sócio do tomador ou do segurado se enquadra nessas situações.',
];

export interface PepPartner {
  Name: string;
  CpfCnpj?: string | null;
  /** Flagged as a politically exposed person. */
  IsPoliticallyExposed: boolean;
  /** Relative of a politically exposed person. */
  IsPepRelative?: boolean;
  /** Close associate (estreito colaborador) of a politically exposed person. */
  IsPepCloseAssociate?: boolean;
}

export interface PepInput {
  holderPartners: readonly PepPartner[];
  insuredPartners: readonly PepPartner[];
}

const partyNames = { holder: 'tomador', insured: 'segurado' } as const;

/** The partner's PEP link in pt-BR, or null when there is none (the strongest link wins). */
const pepLink = (partner: PepPartner): string | null => {
  if (partner.IsPoliticallyExposed) return 'é pessoa politicamente exposta';
  if (partner.IsPepRelative) return 'é familiar de pessoa politicamente exposta';
  if (partner.IsPepCloseAssociate) return 'é estreito colaborador de pessoa politicamente exposta';
  return null;
};

const logged = (partners: readonly PepPartner[]) =>
  partners.map((partner) => ({
    Name: partner.Name,
    CpfCnpj: partner.CpfCnpj ?? null,
    IsPoliticallyExposed: partner.IsPoliticallyExposed,
    IsPepRelative: partner.IsPepRelative ?? false,
    IsPepCloseAssociate: partner.IsPepCloseAssociate ?? false,
  }));

export const evaluatePep = (input: PepInput): EngineVerdict => {
  const findings: Finding[] = [];
  const check = (partners: readonly PepPartner[], party: keyof typeof partyNames) => {
    for (const partner of partners) {
      const link = pepLink(partner);
      if (link) {
        findings.push({
          verdict: 'referred',
          reason: `Sócio "${partner.Name}" do ${partyNames[party]} ${link}.`,
        });
      }
    }
  };
  check(input.holderPartners, 'holder');
  check(input.insuredPartners, 'insured');
  return verdictFrom(
    'PEP',
    findings,
    'Nenhum sócio do tomador ou do segurado é pessoa politicamente exposta ou a ela relacionado.',
    {
      HolderPartners: logged(input.holderPartners),
      InsuredPartners: logged(input.insuredPartners),
    },
  );
};
