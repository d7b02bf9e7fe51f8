import { describe, expect, it } from 'vitest';
import { evaluatePep } from '../../../domain/engines';
import { pepInput } from './fixtures';

describe('PEP engine', () => {
  it('approves when no partner of the holder or the insured is politically exposed', () => {
    const verdict = evaluatePep(pepInput());
    expect(verdict).toMatchObject({ engine: 'PEP', verdict: 'approved' });
    expect(verdict.reasons).toEqual([
      'Nenhum sócio do tomador ou do segurado é pessoa politicamente exposta ou a ela relacionado.',
    ]);
    expect(verdict.inputs.HolderPartners).toEqual([
      {
        Name: 'Ana Souza',
        CpfCnpj: '52998224725',
        IsPoliticallyExposed: false,
        IsPepRelative: false,
        IsPepCloseAssociate: false,
      },
    ]);
  });

  it('refers a politically exposed partner of the holder', () => {
    const input = pepInput();
    input.holderPartners = [{ Name: 'Carlos Lima', IsPoliticallyExposed: true }];
    expect(evaluatePep(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['Sócio "Carlos Lima" do tomador é pessoa politicamente exposta.'],
    });
  });

  it('refers relatives and close associates, of the insured too, one reason each', () => {
    const input = pepInput();
    input.insuredPartners = [
      { Name: 'Beatriz Reis', IsPoliticallyExposed: false, IsPepRelative: true },
      { Name: 'Davi Alves', IsPoliticallyExposed: false, IsPepCloseAssociate: true },
      { Name: 'Eva Costa', IsPoliticallyExposed: true, IsPepRelative: true },
    ];
    expect(evaluatePep(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Sócio "Beatriz Reis" do segurado é familiar de pessoa politicamente exposta.',
        'Sócio "Davi Alves" do segurado é estreito colaborador de pessoa politicamente exposta.',
        'Sócio "Eva Costa" do segurado é pessoa politicamente exposta.',
      ],
    });
  });
});
