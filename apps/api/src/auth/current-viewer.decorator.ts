import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLContext } from '../graphql/context';

export const CurrentViewer = createParamDecorator(
  (_: unknown, context: ExecutionContext) => GqlExecutionContext.create(context).getContext<GraphQLContext>().req.viewer,
);
