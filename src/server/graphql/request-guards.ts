import { visit, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin, type YogaLogger } from 'graphql-yoga';

/** The largest request body the GraphQL endpoint reads (1 MiB); a longer one is 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The GraphQL error body of a refusal that has none of its own (413, 415, ...). */
const REFUSALS: Record<number, { code: string; message: string }> = {
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Not acceptable: accept application/json.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MiB.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send JSON.' },
};

function errorBody(status: number): Response {
  const { code, message } = REFUSALS[status] ?? { code: 'BAD_REQUEST', message: 'Bad request.' };
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * Refuses bodies over `maxBytes` before anything parses them: by the declared Content-Length
 * and, since that header may be missing or lie, by counting the bytes as they stream in.
 */
export function useBodyLimit(maxBytes = MAX_BODY_BYTES): Plugin {
  return {
    async onRequest({ request, setRequest, endResponse }) {
      if (!request.body) return;
      const declared = Number(request.headers.get('content-length'));
      if (declared > maxBytes) {
        await request.body.cancel();
        return endResponse(errorBody(413));
      }
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          return endResponse(errorBody(413));
        }
        chunks.push(value);
      }
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
      }
      setRequest(
        new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body,
          signal: request.signal,
        }),
      );
    },
  };
}

const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.values(value).some(hasNul);

function documentHasNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      found ||= node.value.includes('\u0000');
    },
  });
  return found;
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one fails in the database as an
 * unexpected error; it is refused here as bad input, before any resolver runs.
 */
export function useNoNulCharacters(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!hasNul(args.variableValues) && !documentHasNul(args.document)) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError('Text may not contain the NUL character (U+0000).', {
            extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
          }),
        ],
      });
    },
  };
}

interface ErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** Masked (INTERNAL) and Yoga's unexpected errors are the server's fault; the rest the client's. */
const isClientError = (error: ErrorLike) =>
  error.extensions?.code !== 'INTERNAL' && !error.extensions?.unexpected;

/**
 * Values a client sent may be quoted in graphql-js messages ("got invalid value …"); a password
 * sent as a number must not reach the log, so everything after the word "value" is dropped.
 */
export const redactValues = (message: string) =>
  message.replace(/\b(values?)\b[\s\S]*$/i, '$1 …').slice(0, 200);

/**
 * Malformed requests are the client's error, answered 4xx with a GraphQL error body and logged
 * at info in one line without a stack or the request's variables:
 * - a result with errors and no data (syntax, validation, variables, Armor's limits) is 400,
 *   where GraphQL over HTTP would answer legacy `application/json` clients 200;
 * - a refusal Yoga sends without a body (415 for a content type it does not read) gets one.
 * Errors that reached a resolver keep their status: they are answers (FORBIDDEN, NOT_FOUND).
 */
export function useClientErrorAnswers(logger: YogaLogger): Plugin {
  const requestErrors = new WeakMap<Request, ErrorLike[]>();
  return {
    onResultProcess({ request, result }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      // A request error has no `data` at all; `data: null` means a resolver answered.
      const errors: readonly ErrorLike[] = result.errors ?? [];
      if (result.data === undefined && errors.length > 0 && errors.every(isClientError)) {
        requestErrors.set(request, [...errors]);
      }
    },
    onResponse({ request, response, setResponse }) {
      const errors = requestErrors.get(request) ?? [];
      let answer = response;
      if (errors.length > 0 && response.status === 200) {
        answer = new Response(response.body, { status: 400, headers: response.headers });
      } else if (response.status >= 400 && response.status < 500 && !response.body) {
        answer = errorBody(response.status);
      }
      if (answer !== response) setResponse(answer);
      if (answer.status < 400 || answer.status >= 500) return;
      const codes = errors.map((error) => String(error.extensions?.code ?? 'BAD_REQUEST'));
      if (REFUSALS[answer.status] && codes.length === 0) codes.push(REFUSALS[answer.status]!.code);
      const first = errors[0] ? ` "${redactValues(errors[0].message)}"` : '';
      logger.info(`graphql: ${request.method} answered ${answer.status} [${codes}]${first}`);
    },
  };
}
