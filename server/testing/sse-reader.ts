/**
 * Reads a Server-Sent Events body as EventSource would (event, data, id, retry; comments kept apart),
 * for the tests and the live benchmark: Node has no EventSource, and a test wants to wait for the next
 * message rather than for a callback.
 */
export interface SseMessage {
  readonly event: string;
  readonly data: string;
  readonly id: string | undefined;
}

export interface SseReader {
  /** The next message, or `undefined` once the stream has ended. */
  next(): Promise<SseMessage | undefined>;
  /** Messages until one satisfies `match` (it included); throws if the stream ends first. */
  until(match: (message: SseMessage) => boolean): Promise<SseMessage[]>;
  /** Comment lines seen so far (`: heartbeat` → "heartbeat"). */
  readonly comments: string[];
  /** The last `retry:` the stream asked for, in ms. */
  retry(): number | undefined;
  /** Stops reading (the client goes away). */
  cancel(): Promise<void>;
}

export function readSse(body: ReadableStream<Uint8Array>): SseReader {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const comments: string[] = [];
  const ready: SseMessage[] = [];
  let buffer = '';
  let ended = false;
  let retry: number | undefined;
  let fields: { event?: string; data: string[]; id?: string } = { data: [] };

  function takeLine(line: string): void {
    if (line === '') {
      if (fields.data.length > 0 || fields.event !== undefined || fields.id !== undefined) {
        ready.push({
          event: fields.event ?? 'message',
          data: fields.data.join('\n'),
          id: fields.id,
        });
      }
      fields = { data: [] };
      return;
    }
    if (line.startsWith(':')) {
      comments.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'event') fields.event = value;
    else if (name === 'data') fields.data.push(value);
    else if (name === 'id') fields.id = value;
    else if (name === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  }

  async function next(): Promise<SseMessage | undefined> {
    for (;;) {
      const message = ready.shift();
      if (message !== undefined) return message;
      if (ended) return undefined;
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        continue;
      }
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n');
      while (end !== -1) {
        takeLine(buffer.slice(0, end).replace(/\r$/, ''));
        buffer = buffer.slice(end + 1);
        end = buffer.indexOf('\n');
      }
    }
  }

  return {
    next,
    async until(match) {
      const seen: SseMessage[] = [];
      for (;;) {
        const message = await next();
        if (message === undefined) {
          throw new Error(`the stream ended first; seen: ${seen.map((m) => m.event).join(', ')}`);
        }
        seen.push(message);
        if (match(message)) return seen;
      }
    },
    comments,
    retry: () => retry,
    cancel: () => reader.cancel(),
  };
}
