import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export interface RateRule {
  /** Unique name, part of the stored key. */
  name: string;
  points: number;
  durationSeconds: number;
  /** The thing being limited; undefined skips the rule (e.g. no e-mail in the body). */
  key: (request: FastifyRequest) => string | undefined;
}

export interface RateLimits {
  /** A preValidation hook: refused-by-validation requests count too (DESIGN.md §4). */
  hook(rules: RateRule[]): preValidationHookHandler;
  /** Client key: a keyed hash of the address, never the address itself. */
  clientKey(request: FastifyRequest): string;
  /** Keyed hash of any identifier (an e-mail), so stored keys reveal nothing. */
  hashKey(value: string): string;
}

export function createRateLimits(secret: Buffer, redis: Redis | undefined): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const hashKey = (value: string) =>
    createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22);

  const limiterFor = (rule: RateRule): RateLimiterAbstract => {
    let limiter = limiters.get(rule.name);
    if (!limiter) {
      const base = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      limiter = redis
        ? new RateLimiterRedis({
            ...base,
            storeClient: redis,
            // When Redis is down the node keeps limiting on its own rather than refusing everyone.
            insuranceLimiter: new RateLimiterMemory(base),
          })
        : new RateLimiterMemory(base);
      limiters.set(rule.name, limiter);
    }
    return limiter;
  };

  return {
    clientKey: (request) => hashKey(`ip:${request.ip}`),
    hashKey,
    hook(rules) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const rule of rules) {
          const key = rule.key(request);
          if (key === undefined) continue;
          try {
            await limiterFor(rule).consume(key);
          } catch (error) {
            if (error instanceof RateLimiterRes) {
              const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
              void reply.header('Retry-After', String(retryAfter));
              throw new AppError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
            }
            throw error;
          }
        }
      };
    },
  };
}
