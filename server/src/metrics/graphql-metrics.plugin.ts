import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { MetricsService } from './metrics.service.js';

/** Times each GraphQL operation and counts the errors of its answer by their stable code. */
@Plugin()
export class GraphqlMetricsPlugin implements ApolloServerPlugin {
  constructor(private readonly metrics: MetricsService) {}

  async requestDidStart(): Promise<GraphQLRequestListener<object>> {
    const started = process.hrtime.bigint();
    return {
      willSendResponse: async ({ request, operation, operationName, errors }) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const codes = (errors ?? []).map((error) => String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
        this.metrics.recordGraphql(this.metrics.operationLabel(operationName ?? request.operationName), operation?.operation ?? 'unknown', seconds, codes);
      },
    };
  }
}
