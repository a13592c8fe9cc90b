/** The metadata keys @nestjs/swagger's decorators write (its constants are not exported). */
export const SWAGGER_METADATA = {
  property: 'swagger/apiModelProperties',
  response: 'swagger/apiResponse',
  excludeController: 'swagger/apiExcludeController',
} as const;
