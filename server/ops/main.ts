/**
 * `npm run ops -- <command>`: the back-office commands (owners, set-status, attach-document,
 * reset-signatures, help) on the server's database. See server/ops/ops-cli.ts for the commands
 * and decision 0020 for how it reaches the database while the server runs.
 */
import { readConfig } from '../config';
import { keepNewFilesPrivate } from '../data-dir/private-data-dir';
import { runOps } from './ops-cli';
import { connectOps } from './ops-connection';

keepNewFilesPrivate();
const code = await runOps(process.argv.slice(2), () => connectOps(readConfig()), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
process.exitCode = code;
