import { DEMO_PASSWORD, type DemoUser } from './db/seed/demoUsers';

const table = (rows: string[][]) => {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map((row) =>
    `  ${row.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd(),
  );
};

/** What `npm start` prints once listening: where to go and how to sign in. */
export const startBanner = (url: string, portal: boolean, demo: DemoUser[] | undefined) =>
  [
    '',
    `Aval em ${url}${portal ? '' : ' (somente o gateway: portal não compilado)'}`,
    `  API: ${url}/api   Documentação: ${url}/docs   Saúde: ${url}/health`,
    ...(demo
      ? [
          '',
          `Logins de demonstração (senha ${DEMO_PASSWORD}):`,
          ...table([
            ['login', 'tipo', 'perfil'],
            ...demo.map((user) => [
              user.login,
              `${user.userTypeId} ${user.userType}`,
              user.profile,
            ]),
          ]),
        ]
      : []),
    '',
  ].join('\n');
