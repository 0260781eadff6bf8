// A private PostgreSQL server on a data dir of its own, run with the installed binaries (Debian's
// /usr/lib/postgresql/<version>/bin): nothing system-wide is started, configured or changed. initdb refuses to run
// as root, so as root the server runs as the `postgres` user the package created, on a data dir it owns.
import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBIAN_BINARIES = '/usr/lib/postgresql';
/** The superuser and database of a private server: trusted on 127.0.0.1 only, nothing else can reach it. */
const ROLE = 'store';
const DATABASE = 'store';

/** The newest installed server's bin dir; fails saying how to install one. */
export function postgresBinDir() {
  const versions = existsSync(DEBIAN_BINARIES)
    ? readdirSync(DEBIAN_BINARIES)
        .filter((version) => existsSync(path.join(DEBIAN_BINARIES, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const [newest] = versions;
  if (newest === undefined) {
    throw new Error(
      'PostgreSQL is not installed: install it with `apt-get install -y postgresql` (.ci/run does), or set DATABASE_URL.',
    );
  }
  return path.join(DEBIAN_BINARIES, newest, 'bin');
}

/** As root, the `postgres` account's ids (the server must not run as root); otherwise null: run as ourselves. */
async function serverAccount() {
  if (userInfo().uid !== 0) return null;
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    return { uid, gid };
  } catch {
    throw new Error('Running as root, but there is no `postgres` account to run PostgreSQL as.');
  }
}

export class PostgresServer {
  /**
   * @param {{ dataDir: string, port: number }} options
   *   dataDir: created (initdb) when it holds no cluster, reused otherwise; its parents must be readable by all
   */
  constructor({ dataDir, port }) {
    this.dataDir = path.resolve(dataDir);
    this.port = port;
    this.bin = postgresBinDir();
    this.logFile = path.join(this.dataDir, 'server.log');
    this.url = `postgres://${ROLE}@127.0.0.1:${port}/${DATABASE}`;
    /** @type {string[]} `runuser -u postgres --` as root */
    this.asServer = [];
  }

  /**
   * A command of the server's bin dir, as the server's account.
   * @param {string} command
   * @param {string[]} args
   */
  async command(command, args) {
    const [program, ...prefix] = [...this.asServer, path.join(this.bin, command)];
    if (program === undefined) throw new Error('no program'); // not reached: the list holds the command
    return run(program, [...prefix, ...args], { cwd: path.dirname(this.dataDir) });
  }

  /** initdb when needed, then start; resolves once the server accepts connections. */
  async start() {
    const account = await serverAccount();
    if (account) this.asServer = ['runuser', '-u', 'postgres', '--'];
    if (!existsSync(path.join(this.dataDir, 'PG_VERSION'))) {
      mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
      if (account) chownSync(this.dataDir, account.uid, account.gid);
      await this.command('initdb', [
        '--pgdata',
        this.dataDir,
        '--username',
        ROLE,
        '--auth',
        'trust',
        '--encoding',
        'UTF8',
        '--locale',
        'C.UTF-8',
        '--no-instructions',
      ]);
      // TCP on the loopback interface only, no Unix socket (nothing to clash with a system server's).
      appendFileSync(
        path.join(this.dataDir, 'postgresql.conf'),
        "\n# A private server of the store's scripts\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 200\n",
      );
    } else if (await this.running()) {
      // Left running by a run that was killed: stopped, to start again on this run's port.
      await this.command('pg_ctl', ['stop', '--pgdata', this.dataDir, '--mode', 'fast', '--wait']);
    }
    await this.command('pg_ctl', [
      'start',
      '--pgdata',
      this.dataDir,
      '--log',
      this.logFile,
      '--options',
      `-p ${this.port}`,
      '--wait',
      '--timeout',
      '60',
    ]);
    await this.command('createdb', [
      '--host',
      '127.0.0.1',
      '--port',
      String(this.port),
      '--username',
      ROLE,
      DATABASE,
    ]).catch((/** @type {{ stderr?: string }} */ error) => {
      if (!String(error.stderr).includes('already exists')) throw error;
    });
  }

  /** Whether a server runs on this data dir. */
  async running() {
    return this.command('pg_ctl', ['status', '--pgdata', this.dataDir]).then(
      () => true,
      () => false,
    );
  }

  /**
   * Fast shutdown and start again (`pg_ctl -m fast restart`): sessions are ended and transactions rolled back,
   * what was committed stays. Resolves once it accepts connections again.
   */
  async restart() {
    await this.command('pg_ctl', [
      'restart',
      '--pgdata',
      this.dataDir,
      '--log',
      this.logFile,
      '--mode',
      'fast',
      '--wait',
      '--timeout',
      '60',
    ]);
  }

  async stop() {
    if (!(await this.running())) return;
    await this.command('pg_ctl', ['stop', '--pgdata', this.dataDir, '--mode', 'fast', '--wait']);
  }
}
