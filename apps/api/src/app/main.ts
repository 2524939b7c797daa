import 'reflect-metadata';
import { ConfigError, loadConfig } from '../platform/config';
import { RunningServer, startServer } from './server';

const SHUTDOWN_GRACE_MS = 5000;

async function main() {
  const config = loadConfig();
  const running: { server?: RunningServer } = {};
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Still starting: exit now; the embedded database's exit hook stops its server.
    if (!running.server) process.exit(1);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    running.server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  running.server = await startServer(config);
}

main().catch((error: NodeJS.ErrnoException) => {
  // Start-up failures are one clear line; a stack trace would hide the cause from a newcomer.
  if (error instanceof ConfigError) console.error(error.message);
  else if (error.code === 'EADDRINUSE') console.error(`Cannot start: port ${process.env.PORT ?? 3000} is already in use (set PORT)`);
  else console.error(`Cannot start: ${error.message}`);
  process.exit(1);
});
