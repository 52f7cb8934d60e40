// The floor of an order over HTTP (bench/orders-floor.mjs): a bare node:http server that does
// nothing for an order but its durable writes, orders arriving together sharing one write (group
// commit, at most one at a time), no authentication, no validation, no rules, no engine.
//
//   node bench/floor/orders-server.mjs <postgres url> <port> transaction|statement
//
// transaction: BEGIN; lock the account; read its open orders; insert the order; take the fee from
//   the balance; append the ledger entry; COMMIT: what a margin check made inside the
//   transaction needs (read, then write).
// statement: the same writes as one statement, with no read before them (as a judgement made
//   against a copy of the account needs: trading.repo placeIfUnchanged).
import http from 'node:http';
import pg from 'pg';

const [url, port, mode] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const accounts = 200;

/** @typedef {{ id: string }} Inserted */

/**
 * @param {number[]} items the account of each order
 * @returns {Promise<string[]>} the orders' ids, in the same order
 */
async function writeTransaction(items) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const ids = [...new Set(items)].sort((a, b) => a - b);
    await client.query('select id, balance from floor_accounts where id = any($1) order by id for update', [
      ids,
    ]);
    await client.query(
      'select id, lots, open_price from floor_orders where account_id = any($1) and status = 1',
      [ids],
    );
    const inserted = await client.query(
      'insert into floor_orders (account_id, lots, open_price, status) select unnest($1::int[]), 0.01, 95020.00, 1 returning id',
      [items],
    );
    await client.query(
      'update floor_accounts a set balance = a.balance - v.fee from (select unnest($1::int[]) id, sum(0.0475) fee from unnest($1::int[]) group by 1) v where a.id = v.id',
      [items],
    );
    await client.query('insert into floor_ledger (account_id, amount) select unnest($1::int[]), -0.0475', [
      items,
    ]);
    await client.query('commit');
    return inserted.rows.map((/** @type {Inserted} */ r) => r.id);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const STATEMENT = `
  with wanted as (select unnest($1::int[]) as account_id),
  fees as (select account_id, count(*) * 0.0475 as fee from wanted group by account_id),
  charged as (update floor_accounts a set balance = a.balance - f.fee from fees f where a.id = f.account_id returning a.id),
  inserted as (insert into floor_orders (account_id, lots, open_price, status)
               select account_id, 0.01, 95020.00, 1 from wanted where account_id in (select id from charged) returning id),
  entries as (insert into floor_ledger (account_id, amount) select account_id, -0.0475 from wanted returning id)
  select id from inserted`;

/**
 * @param {number[]} items the account of each order
 * @returns {Promise<string[]>} the orders' ids, in the same order
 */
async function writeStatement(items) {
  const result = await pool.query(STATEMENT, [items]);
  return result.rows.map((/** @type {Inserted} */ r) => r.id);
}

const write = mode === 'statement' ? writeStatement : writeTransaction;
/** @type {{ account: number, done: (id: string | undefined) => void, fail: (error: unknown) => void }[]} */
let queue = [];
let busy = false;
function pump() {
  if (busy || queue.length === 0) return;
  busy = true;
  const batch = queue.splice(0, 64);
  write(batch.map((b) => b.account))
    .then(
      (ids) => batch.forEach((b, i) => b.done(ids[i])),
      (error) => batch.forEach((b) => b.fail(error)),
    )
    .finally(() => {
      busy = false;
      setImmediate(pump);
    });
}

let next = 0;
http
  .createServer((request, response) => {
    request.resume();
    const account = 1 + (next++ % accounts);
    queue.push({
      account,
      done: (id) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 1, data: { Id: id } }));
      },
      fail: (error) => {
        response.writeHead(500);
        response.end(String(error));
      },
    });
    setImmediate(pump);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listening'));
