/**
 * Rich-text cases shared by the gateway's (tests/unit) and the portal's (tests/component)
 * sanitiser tests: both apply the one policy of domain/richTextPolicy.
 */

/** Payloads that run script (or load another page) once shown; `kept` is text that must stay. */
export const attacks: { name: string; html: string; kept?: string }[] = [
  {
    name: 'a tab-encoded javascript: link',
    html: '<a href="java&#x09;script:alert(1)">clique</a>',
    kept: 'clique',
  },
  {
    name: 'an SVG xlink:href javascript: link',
    html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">clique</text></a></svg>',
  },
  {
    name: 'an SVG animate that sets href to javascript:',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">clique</text></a></svg>',
  },
  { name: 'an img onerror handler', html: '<p>Foto</p><img src=x onerror=alert(1)>', kept: 'Foto' },
  { name: 'a script element', html: '<p>Texto</p><script>alert(1)</script>', kept: 'Texto' },
  { name: 'an iframe', html: '<iframe src="javascript:alert(1)"></iframe><p>Fim</p>', kept: 'Fim' },
  { name: 'an iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">' },
  {
    name: 'a style element',
    html: '<style>body{background:url("javascript:alert(1)")}</style><p>Fim</p>',
    kept: 'Fim',
  },
  { name: 'mixed-case javascript: with spaces', html: '<a href="  JaVaScRiPt:alert(1)">x</a>' },
  {
    name: 'a decimal-entity javascript: link',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    name: 'a hex-entity javascript: link without semicolons',
    html: '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  },
  { name: 'a newline-split javascript: link', html: '<a href="jav&#x0A;ascript:alert(1)">x</a>' },
  { name: 'an &colon; javascript link', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { name: 'a javascript: image source', html: '<img src="javascript:alert(1)" alt="a">' },
  {
    name: 'a data:text/html link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  { name: 'a vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'an on* handler on an allowed tag',
    html: '<p onclick="alert(1)">Texto</p>',
    kept: 'Texto',
  },
  {
    name: 'object and embed',
    html: '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  },
  { name: 'a form', html: '<form action="javascript:alert(1)"><button>Enviar</button></form>' },
  {
    name: 'a meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  },
  { name: 'a base href', html: '<base href="javascript:alert(1)//"><a href="x">x</a>' },
  {
    name: 'a MathML mutation payload',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  {
    name: 'a noscript mutation payload',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  {
    name: 'a style attribute with url()',
    html: '<p style="background-image: url(javascript:alert(1)); color: red">Texto</p>',
    kept: 'color: red',
  },
  {
    name: 'a style attribute with an escaped url',
    html: '<p style="color: \\75 rl(javascript:alert(1))">Texto</p>',
    kept: 'Texto',
  },
];

/** What any of those may leave behind: none of it may survive the sanitiser. */
const DANGER =
  /javascript|vbscript|data:text|\bon[a-z]+\s*=|<(script|iframe|style|svg|animate|object|embed|form|meta|base|math|noscript)\b|xlink|srcdoc|url\(/i;

/** The text without spaces and control characters, as a browser reads a URL. */
export const withoutControls = (text: string) =>
  [...text].filter((character) => character.charCodeAt(0) > 0x20).join('');

/** Whether sanitised HTML still holds any of it, also once spaces and control characters go. */
export const looksDangerous = (html: string) =>
  DANGER.test(html) || DANGER.test(withoutControls(html));

/** What the editor (tiptap) and the portal's preview write: kept byte for byte. */
export const editorOutput: string[] = [
  '<h2>Termos de Uso do Portal [NomeSeguradora]</h2><p>Texto com <strong>negrito</strong>, <em>itálico</em>, <u>sublinhado</u> e <s>riscado</s>.</p>',
  '<p style="text-align: center">Centralizado</p><h3 style="text-align: right">Direita</h3><p style="text-align: justify">Justificado</p>',
  '<ul><li><p>Um</p></li><li><p>Dois</p></li></ul><ol start="3"><li><p>Três</p></li></ol>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com.br/termos?x=1&amp;y=2">termos</a> e <a href="mailto:[EmailContato]">[EmailContato]</a></p>',
  '<p><span style="color: #958DF1">cor</span> <mark data-color="#ffc078" style="background-color: #ffc078; color: inherit">marca</mark> <span style="font-size: 18px">grande</span> <span style="color: rgb(255, 0, 0); font-size: 1.2em">ambos</span></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==" alt="logo"><img src="https://exemplo.com.br/logo.png" alt="logo" title="Logo"></p>',
  '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><th colspan="1" rowspan="1"><p>B</p></th></tr><tr><td colspan="1" rowspan="1"><p>1</p></td><td colspan="1" rowspan="1"><p>2</p></td></tr></tbody></table>',
  '<blockquote><p>Citação</p></blockquote><hr><pre><code class="language-js">const a = 1 &lt; 2;</code></pre><p>linha<br>quebrada</p>',
  '<p>Fica eleito o foro de [CIDADE_SEGURADORA]; valor de [VALOR_IS] ([VALOR_IS_EXT]) ao [NomeTomador].</p><p>&nbsp;</p>',
  '<p>Prévia: <mark class="tag-missing">[NOME_TOMADOR]</mark></p>',
  'Endosso por [TAG_MOTIVO]: nova IS [TAG_VALOR_IS_ENDOSSO].',
  'valor < 10 & [VALOR_IS] > 5',
];
