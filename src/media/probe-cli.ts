/**
 * Probes images for a process that cannot wait for a promise (the validator is synchronous):
 * reads `[{ file, name }]` as JSON on stdin, prints their facts as JSON. See facts-store.ts.
 */
import { readFileSync } from 'node:fs';
import { probeImage } from './probe.ts';

const asked = JSON.parse(readFileSync(0, 'utf8')) as { file: string; name: string }[];
const facts = [];
for (const { file, name } of asked) facts.push(await probeImage(file, name));
process.stdout.write(JSON.stringify(facts));
