import { AcceptanceProposalType } from '../../../domain/acceptanceTerms';

/** The demo tenant's acceptance terms, one per proposal type; [Tags] come from the term tags. */
const proposta = `<h2>Termo de Aceite — Cotação e Proposta de Seguro Garantia</h2>
<p>Ao enviar esta proposta à <strong>[NomeSeguradora]</strong> (CNPJ [CnpjSeguradora]), o tomador, representado pelo corretor de seguros habilitado na SUSEP, declara que:</p>
<ol>
<li>As informações cadastrais, financeiras e do contrato garantido prestadas são verdadeiras e completas, e qualquer omissão ou inexatidão pode implicar a perda do direito à indenização, nos termos do art. 766 do Código Civil.</li>
<li>Está ciente de que a aceitação do risco depende da análise de crédito, cadastro e subscrição da seguradora, que poderá solicitar documentos adicionais ou recusar a proposta de forma fundamentada.</li>
<li>Autoriza a consulta a bureaus de crédito e a sistemas de informações de crédito (SCR) para fins de análise do risco, na forma da Lei nº 13.709/2018 (LGPD).</li>
<li>Conhece as Condições Gerais e Especiais da modalidade contratada, disponíveis no portal, e o Contrato de Contragarantia (CCG) firmado com a seguradora.</li>
<li>Compromete-se a pagar o prêmio nas datas acordadas; o não pagamento do prêmio não prejudica o direito do segurado à indenização, mas autoriza a seguradora a cobrar o tomador.</li>
</ol>
<p>Dúvidas: <a href="mailto:[EmailContato]">[EmailContato]</a>.</p>`;

const renovacao = `<h2>Termo de Aceite — Renovação de Apólice de Seguro Garantia</h2>
<p>Ao solicitar a renovação da apólice junto à <strong>[NomeSeguradora]</strong> (CNPJ [CnpjSeguradora]), o tomador declara que:</p>
<ol>
<li>Não houve alteração relevante no objeto do contrato garantido, nas partes ou na sua situação econômico-financeira desde a última emissão, ou que as alterações foram informadas nesta solicitação.</li>
<li>Está ciente de que a renovação não é automática: depende de nova análise de crédito e subscrição, e a taxa e o prêmio podem ser revistos.</li>
<li>A nova vigência começa no término da vigência anterior, sem interrupção de cobertura, desde que a renovação seja aprovada e o prêmio pago.</li>
<li>Autoriza novas consultas a bureaus de crédito para a reavaliação do risco, na forma da LGPD.</li>
</ol>
<p>Dúvidas: <a href="mailto:[EmailContato]">[EmailContato]</a>.</p>`;

const endosso = `<h2>Termo de Aceite — Solicitação de Endosso</h2>
<p>Ao solicitar um endosso de cancelamento, alteração ou neutro da apólice emitida pela <strong>[NomeSeguradora]</strong> (CNPJ [CnpjSeguradora]), o tomador declara que:</p>
<ol>
<li>A alteração solicitada corresponde a aditivo, apostilamento ou rescisão do contrato garantido, cujo documento comprobatório foi anexado à solicitação.</li>
<li>Está ciente de que alterações de importância segurada ou de vigência podem gerar prêmio adicional, e que o cancelamento depende da anuência do segurado quando exigida pelas Condições Gerais.</li>
<li>O endosso só produz efeitos após a análise e a emissão pela seguradora.</li>
</ol>
<p>Dúvidas: <a href="mailto:[EmailContato]">[EmailContato]</a>.</p>`;

export const acceptanceTermsHtml: { proposalType: number; version: number; html: string }[] = [
  { proposalType: AcceptanceProposalType.PROPOSTA, version: 1, html: proposta },
  { proposalType: AcceptanceProposalType.RENOVACAO, version: 1, html: renovacao },
  { proposalType: AcceptanceProposalType.ENDOSSO, version: 1, html: endosso },
];
