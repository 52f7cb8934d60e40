/** Builds the OpenAPI 3.1 document of the HTTP API from the call definitions. */
import { z } from 'zod';
import type { CallDef } from './call.js';
import { calls } from './calls.js';
import { CODE_OK, CODE_SESSION_INVALID } from './envelope.js';
import { MESSAGE_CODES } from './messages.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function operation(name: string, call: CallDef, method: 'GET' | 'POST'): JsonSchema {
  const input = schemaOf(call.input, 'input');
  const props = (input.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((input.required as string[] | undefined) ?? []);
  const op: JsonSchema = {
    operationId: method === call.methods[0] ? name : `${name}_${method.toLowerCase()}`,
    summary: call.summary,
    tags: [call.tag],
    parameters: [
      { name: 'lang', in: 'header', schema: { type: 'string' }, description: 'Language of msg (default hk)' },
      ...(call.auth === 'public' || call.auth === 'optional'
        ? []
        : [{ name: 'authorization', in: 'header', required: true, schema: { type: 'string' } }]),
    ],
    responses: {
      '200': {
        description: `Envelope: code ${CODE_OK} success, ${CODE_SESSION_INVALID} session invalid, other codes failures`,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'msg', 'data'],
              properties: {
                code: { type: 'integer' },
                msg: { type: 'string' },
                data: schemaOf(call.data, 'output'),
              },
            },
          },
        },
      },
    },
  };
  const params = op.parameters as JsonSchema[];
  if (method === 'GET') {
    for (const [key, schema] of Object.entries(props)) {
      params.push({ name: key, in: 'query', required: required.has(key), schema });
    }
    params.push({ name: 't', in: 'query', schema: { type: 'integer' }, description: 'Timestamp (ignored)' });
  } else {
    op.requestBody = {
      content: {
        'application/x-www-form-urlencoded': { schema: input },
        'application/json': { schema: input },
      },
    };
  }
  if (call.auth === 'real') op.description = 'Refused to demo users (demo_forbidden).';
  if (call.auth === 'staff') op.description = `Staff session; needs permission ${call.permission ?? 'any'} (staff_forbidden otherwise).`;
  return op;
}

export function buildOpenApi(version: string): JsonSchema {
  const paths: Record<string, JsonSchema> = {};
  for (const [name, call] of Object.entries(calls) as [string, CallDef][]) {
    const item: JsonSchema = {};
    for (const method of call.methods) item[method.toLowerCase()] = operation(name, call, method);
    paths[call.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Leverline API',
      version,
      description:
        'Every answer is an envelope {code, msg, data}. Error codes: ' +
        Object.entries(MESSAGE_CODES)
          .filter(([, code]) => code !== CODE_OK)
          .map(([key, code]) => `${code} ${key}`)
          .join(', '),
    },
    paths,
  };
}
