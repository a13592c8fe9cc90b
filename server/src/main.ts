import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap.js';
import { loadConfig } from './config/app-config.js';

async function main(): Promise<void> {
  const logger = new Logger('PepperAtlas');
  const config = loadConfig();
  const running = await createApp(config);
  await running.app.listen(config.port, config.host);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  logger.log(`Pepper Atlas is running at http://localhost:${config.port} on ${where}`);

  // One shutdown path: stop taking requests, close the app, then the database.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    running
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`Pepper Atlas could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
