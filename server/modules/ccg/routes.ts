import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as C from '../../../domain/contracts/ccg';
import type { GatewayContext } from '../../context';
import { envelopeOf, errorResponses, ok } from '../../http/envelope';
import { localDiskStorage } from '../files/storage';
import { createCcg, sendCcgToBroker, uploadSignedCcg } from './commands';
import { getCcgInfo, getHolderCcg } from './queries';
import {
  deleteCcgStep,
  getCcgTemplate,
  listCcgSteps,
  moveCcgStep,
  saveCcgStep,
  saveCcgTemplate,
} from './settings';

const tags = ['CCG'];
const info = { 200: envelopeOf(C.ccgInfo), ...errorResponses };
const steps = { 200: envelopeOf(z.array(C.ccgStep)), ...errorResponses };

/**
 * The CCG (contrato de contragarantia) lifecycle (issue 14): created with its contract PDF, sent
 * to the broker, its signed copy uploaded and analysed on a card of the CCG pipe; and its
 * administration (/contrato: the template; /stepper: the steps).
 */
export const ccgRoutes: FastifyPluginAsync<GatewayContext> = async (instance, context) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  // the same storage as the uploads' (files/routes.ts), so the download link serves the PDF
  const ccg = { ...context, storage: localDiskStorage(config.filesDir) };

  app.get(
    '/api/kanban/GetCardPolicyHolderCCGInfo',
    {
      schema: {
        tags,
        summary: 'Dados da solicitação de CCG de um card (ANALISE_CCG, ANALISE_CCG_MANUAL)',
        description:
          'Tomador, fiadores, status, contrato gerado e cópia assinada (baixados por ' +
          'Application/GetUrlFileDownload) e histórico. CCGUniqueId é o RefUniqueId do card.',
        querystring: C.ccgQuery,
        response: info,
      },
    },
    async (request) => ok(await getCcgInfo(db, request.auth, request.query.CCGUniqueId)),
  );

  app.post(
    '/api/kanban/KanbanPolicyHolderCCGSendToBroker',
    {
      schema: {
        tags,
        summary: 'Envia o CCG às corretoras nomeadas do tomador (e-mail com o link do contrato)',
        description:
          'Criado → Aguardando Assinatura; Alteração Reprovada → Aguardando Corretor; nesses dois ' +
          'reenviar mantém o status. Outro status → 409; tomador sem corretora com e-mail → 409.',
        body: C.ccgWriteBody,
        response: info,
      },
    },
    async (request) => ok(await sendCcgToBroker(ccg, request.auth, request.body)),
  );

  app.get(
    '/api/PolicyHolder/GetPolicyHolderCCG',
    {
      schema: {
        tags,
        summary: 'O CCG mais recente do tomador (null quando não tem)',
        querystring: C.holderCcgQuery,
        response: { 200: envelopeOf(C.ccgInfo.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await getHolderCcg(db, request.auth, request.query.PolicyHolderUniqueId)),
  );

  app.post(
    '/api/PolicyHolder/CreatePolicyHolderCCG',
    {
      schema: {
        tags,
        summary: 'Cria o CCG do tomador (Criado) e gera o contrato em PDF pelo modelo',
        description:
          'As tags do modelo (/contrato) são preenchidas com os dados do tomador, da seguradora ' +
          'e dos fiadores. 409 quando o tomador já tem um CCG em andamento.',
        body: C.createCcgBody,
        response: info,
      },
    },
    async (request) => ok(await createCcg(ccg, request.auth, request.body)),
  );

  app.post(
    '/api/PolicyHolder/UploadPolicyHolderCCGSigned',
    {
      schema: {
        tags,
        summary: 'Anexa a cópia assinada do CCG e abre o card de análise na esteira CCG',
        description:
          'O arquivo vem de Archive/Upload. Status → Aguardando Análise Seguradora; card ' +
          'ANALISE_CCG (ANALISE_CCG_MANUAL para CCG manual, assinado em papel e enviado pela ' +
          'seguradora). Um card por CCG em análise.',
        body: C.uploadSignedCcgBody,
        response: info,
      },
    },
    async (request) => ok(await uploadSignedCcg(ccg, request.auth, request.body)),
  );

  app.get(
    '/api/CCG/GetCCGTemplate',
    {
      schema: {
        tags,
        summary: 'O modelo do contrato de contragarantia da seguradora (/contrato)',
        description: 'Antes do primeiro salvamento, o modelo padrão com Version 0.',
        response: { 200: envelopeOf(C.ccgTemplate), ...errorResponses },
      },
    },
    async (request) => ok(await getCcgTemplate(db, request.auth)),
  );

  app.post(
    '/api/CCG/SaveCCGTemplate',
    {
      schema: {
        tags,
        summary: 'Salva o modelo do contrato (HTML sanitizado pela lista permitida)',
        body: C.saveCcgTemplateBody,
        response: { 200: envelopeOf(C.ccgTemplate), ...errorResponses },
      },
    },
    async (request) => ok(await saveCcgTemplate(db, request.auth, request.body)),
  );

  app.get(
    '/api/CCG/GetCCGSteps',
    { schema: { tags, summary: 'As etapas do CCG em ordem (/stepper)', response: steps } },
    async (request) => ok(await listCcgSteps(db, request.auth)),
  );

  app.post(
    '/api/CCG/SaveCCGStep',
    {
      schema: {
        tags,
        summary: 'Cria (sem UniqueId, no fim) ou edita (com Version) uma etapa do CCG',
        body: C.saveCcgStepBody,
        response: { 200: envelopeOf(C.ccgStep), ...errorResponses },
      },
    },
    async (request) => ok(await saveCcgStep(db, request.auth, request.body)),
  );

  app.post(
    '/api/CCG/MoveCCGStep',
    {
      schema: {
        tags,
        summary: 'Troca a etapa de lugar com a vizinha de cima ou de baixo; responde a lista',
        body: C.moveCcgStepBody,
        response: steps,
      },
    },
    async (request) => ok(await moveCcgStep(db, request.auth, request.body)),
  );

  app.post(
    '/api/CCG/DeleteCCGStep',
    {
      schema: {
        tags,
        summary: 'Exclui uma etapa do CCG; responde a lista',
        body: C.deleteCcgStepBody,
        response: steps,
      },
    },
    async (request) => ok(await deleteCcgStep(db, request.auth, request.body)),
  );
};
