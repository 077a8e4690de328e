import { type Rollup, build } from 'vite';
process.env.NODE_ENV = 'production';
const out = (await build({ logLevel: 'silent', mode: 'production', build: { write: false } })) as Rollup.RollupOutput;
const want = process.argv[2]!;
for (const c of out.output) if (c.type === 'chunk') for (const [id, m] of Object.entries(c.modules)) if (id.includes(want) && m.renderedLength) { console.log(`=== ${c.fileName} ${id}`); console.log(m.code); }
