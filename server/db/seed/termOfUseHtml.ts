/** The demo tenant's published terms of use; [Tags] are filled from the tenant's term tags. */
export const termOfUseHtml = `<h2>Termos de Uso do Portal [NomeSeguradora]</h2>
<p>Estes Termos de Uso regem o acesso ao portal de seguro garantia da <strong>[NomeSeguradora]</strong>, inscrita no CNPJ sob o nº [CnpjSeguradora]. Ao clicar em <em>Li e concordo</em>, você declara que leu e aceita as condições abaixo.</p>
<h3>1. Acesso e credenciais</h3>
<p>O acesso é pessoal e intransferível. Você é responsável por manter o sigilo da sua senha e por todas as operações realizadas com o seu usuário. Após tentativas de acesso malsucedidas consecutivas, o usuário é bloqueado temporariamente por segurança.</p>
<h3>2. Uso das informações</h3>
<p>As informações de propostas, apólices, tomadores, segurados e corretores exibidas no portal são confidenciais e devem ser usadas exclusivamente para a contratação e a gestão de seguros garantia junto à [NomeSeguradora].</p>
<h3>3. Proteção de dados pessoais</h3>
<p>Os dados pessoais são tratados conforme a Lei nº 13.709/2018 (LGPD), apenas para as finalidades de subscrição, emissão, gestão de apólices e cumprimento de obrigações legais e regulatórias.</p>
<h3>4. Registro de operações</h3>
<p>Operações realizadas no portal são registradas com data, hora, usuário e endereço IP, para fins de auditoria e segurança.</p>
<h3>5. Contato</h3>
<p>Dúvidas sobre estes termos podem ser enviadas para <a href="mailto:[EmailContato]">[EmailContato]</a>.</p>
`;
