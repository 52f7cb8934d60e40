import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = new PGlite();
await db.waitReady; console.log('memory create', Date.now()-t); t=Date.now();
await db.exec('create table a(x int)');
const dump = await db.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size); t=Date.now();
const db2 = new PGlite({ loadDataDir: dump }); await db2.waitReady; console.log('load from dump', Date.now()-t);
t=Date.now(); const d3=new PGlite('/tmp/pgl-dir'); await d3.waitReady; console.log('dir create', Date.now()-t); await d3.close();
t=Date.now(); const d4=new PGlite('/tmp/pgl-dir'); await d4.waitReady; console.log('dir reopen', Date.now()-t);
