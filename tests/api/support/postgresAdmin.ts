import pg from 'pg';

/** Runs `work` on a client of the server's admin database, closed afterwards. */
export const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The URL of database `name` on the server `adminUrl` points at. */
export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const createDatabase = (adminUrl: string, name: string, template?: string) =>
  withAdmin(adminUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );

/** Drops the database once the pool's connections have really gone (a forced drop would kill them mid-goodbye). */
export const dropDatabase = (adminUrl: string, name: string) =>
  withAdmin(adminUrl, async (client) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query(
        'select count(*)::int as open from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  });
