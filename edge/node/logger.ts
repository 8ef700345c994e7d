/** The logger of the Node runtime and the CLI: LOG_FORMAT and LOG_LEVEL, the request scope, the secrets to scrub. */
import { createLogger, type LogLevel, type Logger } from '../log.ts';
import type { NodeConfig } from './config.ts';
import { nodeLogScope } from './log-scope.ts';

export function createNodeLogger(
  config: Pick<NodeConfig, 'logFormat' | 'logLevel' | 'sessionSecret' | 'databaseAuthToken' | 'smtpUrl' | 'search' | 'integrations'>,
  write?: (line: string, level: LogLevel) => void,
): Logger {
  const ai = config.search?.ai;
  return createLogger({
    format: config.logFormat,
    level: config.logLevel,
    context: nodeLogScope.current,
    secrets: [
      config.sessionSecret,
      config.databaseAuthToken,
      config.smtpUrl,
      ai?.provider === 'openai' ? ai.apiKey : undefined,
      config.search?.embeddings?.apiKey,
      config.integrations?.sscApiKey,
    ],
    ...(write ? { write } : {}),
  });
}
