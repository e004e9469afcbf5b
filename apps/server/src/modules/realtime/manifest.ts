import type { AppContext } from '../../context.ts';
import { defineModule } from '../module.ts';
import { subscribeRealtime } from './subscribers.ts';

/** The socket server itself is attached by app.ts before any route; this module turns events into pushes. */
export const realtimeModule = defineModule<{ ctx: AppContext }>({
  name: 'realtime',
  subscribe: ({ ctx }) => subscribeRealtime(ctx.events, ctx, ctx.realtime),
});
