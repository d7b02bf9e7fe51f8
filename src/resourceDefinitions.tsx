import { useEffect } from 'react';
import { type ResourceDefinition, useResourceDefinitionContext } from 'react-admin';
import { policyRepresentation } from '../resources/apolices/paths';
import { proposalRepresentation } from '../resources/propostas/paths';

const named = (name: string, recordRepresentation: ResourceDefinition['recordRepresentation']) => ({
  name,
  recordRepresentation,
  // the screens live on the spec's paths (src/routes.tsx), not on react-admin's default ones
  // (/tomadores/:id/show), so react-admin must not build links or routes to views of its own
  hasList: false,
  hasEdit: false,
  hasShow: false,
  hasCreate: false,
});

/** The records react-admin knows by name: i18n name `resources.<name>.name` and representation. */
export const resourceDefinitions: ResourceDefinition[] = [
  named('tomadores', 'Name'),
  named('segurados', 'Name'),
  named('beneficiarios', 'Name'),
  named('corretores', 'Name'),
  named('usuarios', (user: { Name: string; Login: string }) => `${user.Name} (${user.Login})`),
  named('perfis', 'Name'),
  named('modalidades', 'Name'),
  named('emails', 'Subject'),
  named('renovacao', 'ModalityName'),
  named('aniversario', 'ModalityName'),
  named('bureaus', 'Nome'),
  named('propostas', proposalRepresentation),
  named('apolices', policyRepresentation),
];

/**
 * Registers the resource definitions without `<Resource>` elements: a `<Resource>` also mounts
 * `/<name>/*` inside react-admin's layout route, which would answer an unknown path such as
 * /usuarios/x with an empty page instead of the spec's not-found redirect.
 */
export const ResourceDefinitions = () => {
  const { register } = useResourceDefinitionContext();
  useEffect(() => {
    for (const definition of resourceDefinitions) register(definition);
  }, [register]);
  return null;
};
