// The process `npm run bench` measures: a bare Fastify instance answering GET /hello on HELLO_PORT,
// and GET /hello/db, the same answer after one trivial query (`select 1`) to the bench's database
// through its driver as the app opens it (a pool of 10 on PostgreSQL, one SQLite connection); then
// the built app started exactly as `node dist/server/main.js` starts it (importing the bundle runs
// it). All share one Node process, one event loop and one core, so the app's figures divided by
// the hello route's are a ratio that the machine's speed and other load mostly cancel out of, the
// /hello/db figure is the most any route that asks the database once can reach, and the product's
// own routes stay free of anything made for the benchmark.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

/** One `select 1` through the driver the app uses for this database. */
function selectOneOf(url) {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async () => (await pool.query('select 1 as one')).rows[0];
  }
  const statement = new Database(url.replace(/^sqlite:/, ''), { readonly: true }).prepare(
    'select 1 as one',
  );
  return async () => statement.get();
}
const selectOne = selectOneOf(process.env.DATABASE_URL);

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
hello.get('/hello/db', async () => ({ hello: (await selectOne()).one === 1 ? 'world' : 'no' }));
await hello.listen({ port: Number(process.env.HELLO_PORT), host: '127.0.0.1' });

await import('../../dist/server/main.js');
