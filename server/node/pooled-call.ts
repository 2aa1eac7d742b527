/**
 * One call through an undici pool, as undici's own dispatch handler (upstream-pool.ts): the answer
 * comes as an `UpstreamAnswer` whose body is a small queue of chunks rather than a Node stream with an
 * async iterator over it (a Readable, its state, an iterator and a promise per chunk, for an answer
 * that is usually one chunk). The queue stays short: past `highWater` bytes undici is paused until
 * the reader catches up. Leaving the body early, `discard`, or the caller's signal aborts the call,
 * which closes its connection.
 */
import type { Dispatcher } from 'undici';
import type { UpstreamAnswer } from '../services/upstream-call';

type Controller = Dispatcher.DispatchController;

const highWater = 64 * 1024;
const dropped = new Error('upstream answer dropped by the server');

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export class PooledCall implements Dispatcher.DispatchHandler, AsyncIterable<Uint8Array> {
  private controller: Controller | undefined;
  private readonly chunks: Buffer[] = [];
  private queued = 0;
  private ended = false;
  private failure: Error | undefined;
  /** The reader waiting for the next chunk, the end or a failure. */
  private wake: (() => void) | undefined;
  private answered = false;
  private readonly onAbort = () =>
    this.abort(this.signal.reason instanceof Error ? this.signal.reason : dropped);

  constructor(
    private readonly signal: AbortSignal,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {
    signal.addEventListener('abort', this.onAbort);
  }

  /** Ends the call: before its answer the promise fails with `reason`, after it the body does. */
  private abort(reason: Error): void {
    this.finish(reason);
    if (this.controller !== undefined && !this.controller.aborted) this.controller.abort(reason);
  }

  private finish(failure?: Error): void {
    if (this.ended || this.failure !== undefined) return;
    if (failure === undefined) this.ended = true;
    else this.failure = failure;
    this.signal.removeEventListener('abort', this.onAbort);
    if (!this.answered && failure !== undefined) this.reject(failure);
    this.wakeReader();
  }

  private wakeReader(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  onRequestStart(controller: Controller): void {
    this.controller = controller;
    // Aborted while the call waited for a connection: it never starts.
    if (this.failure !== undefined) controller.abort(this.failure);
  }

  onResponseStart(
    _controller: Controller,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    this.answered = true;
    this.resolve({
      status: statusCode,
      header: (name) => headerValue(headers[name]),
      body: this,
      discard: () => {
        if (!this.ended) this.abort(dropped);
        return Promise.resolve();
      },
    });
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    this.chunks.push(chunk);
    this.queued += chunk.byteLength;
    if (this.queued > highWater) controller.pause();
    this.wakeReader();
  }

  onResponseEnd(): void {
    this.finish();
  }

  onResponseError(_controller: Controller, error: Error): void {
    this.finish(error);
  }

  private next(): Promise<IteratorResult<Uint8Array>> | IteratorResult<Uint8Array> {
    const chunk = this.chunks.shift();
    if (chunk !== undefined) {
      this.queued -= chunk.byteLength;
      if (this.controller?.paused === true && this.queued <= highWater / 2) this.controller.resume();
      return { done: false, value: chunk };
    }
    if (this.failure !== undefined) throw this.failure;
    if (this.ended) return { done: true, value: undefined };
    return new Promise<void>((wake) => {
      this.wake = wake;
    }).then(() => this.next());
  }

  [Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    return {
      next: async () => this.next(),
      // Left early (an answer past the cap): the rest is not wanted.
      return: () => {
        if (!this.ended) this.abort(dropped);
        this.chunks.length = 0;
        return Promise.resolve({ done: true, value: undefined });
      },
    };
  }
}
