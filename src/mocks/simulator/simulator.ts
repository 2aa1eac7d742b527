/**
 * One in-memory model of both upstream services (orchestrator and reporting). It knows the domain
 * rules; HTTP (routing, headers, status codes, scenarios on the wire) lives in upstream.ts.
 */
import type { EndpointName } from '@/api/endpoints';
import type {
  ExecutionResult,
  JobPosition,
  RpaRecord,
  RunVariable,
  SupplierRequest,
  SupplierResponse,
  VolumetryRecord,
} from '@/api/schemas';
import { demoAccounts, demoApiKey } from './demo';
import { executionId, executionView, isPendent, type ExecutionRecord } from './executions';
import { createJwt } from './jwt';
import {
  scenarioApplies,
  scenarioSchema,
  type Scenario,
  type ScenarioInput,
  type ScenarioKind,
} from './scenarios';
import {
  emptyState,
  maxLoggedRequests,
  snapshotSchema,
  type MockSession,
  type ReceivedRequest,
  type SimulatorSnapshot,
} from './simulator-state';

export type { MockSession, ReceivedRequest, SimulatorSnapshot };

/** An account the simulator accepts: its login name and its password (in clear, not base64). */
export interface SimulatorAccount {
  readonly username: string;
  readonly password: string;
}

export interface SimulatorOptions {
  readonly now?: () => number;
  readonly apiKey?: string;
  readonly tokenLifetimeSeconds?: number;
  readonly queueMs?: number;
  readonly runMs?: number;
  /** How many requests the log keeps (the last ones); `maxLoggedRequests` unless said. */
  readonly requestLogSize?: number;
  /** The accounts it accepts, names compared without case; the demo's (`demoAccounts`) unless said. */
  readonly accounts?: readonly SimulatorAccount[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type DeleteOutcome = 'deleted' | 'not-found' | 'not-queued';

export class Simulator {
  readonly now: () => number;
  readonly apiKey: string;
  readonly tokenLifetimeSeconds: number;
  readonly timing: { readonly queueMs: number; readonly runMs: number };
  private readonly requestLogSize: number;
  private readonly accounts: readonly SimulatorAccount[];
  private state: SimulatorSnapshot = emptyState();

  constructor(options: SimulatorOptions = {}) {
    this.now = options.now ?? (() => Date.now());
    this.apiKey = options.apiKey ?? demoApiKey;
    this.tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
    this.timing = { queueMs: options.queueMs ?? 1500, runMs: options.runMs ?? 6000 };
    this.requestLogSize = options.requestLogSize ?? maxLoggedRequests;
    this.accounts = options.accounts ?? demoAccounts;
  }

  /** Forgets everything: tokens, executions, records, the request log, scenarios and the mock session. */
  reset(): void {
    this.state = emptyState();
  }

  // --- orchestration -------------------------------------------------------------------------------

  /** Checks the credentials against its accounts and issues a token; `undefined` for wrong ones. */
  login(username: string, password: string): { token: string; expiresIn: number } | undefined {
    const known = (account: SimulatorAccount) =>
      sameName(account.username, username) && account.password === password;
    if (!this.accounts.some(known)) return undefined;
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + this.tokenLifetimeSeconds;
    this.state.sequence += 1;
    const token = createJwt({ sub: username, iat, exp, jti: `t${this.state.sequence}` });
    // Expired tokens are dropped as new ones come, so a long-lived persisted state stays small.
    this.state.tokens = this.state.tokens.filter((entry) => entry.exp * 1000 > this.now());
    this.state.tokens.push({ token, sub: username, exp });
    return { token, expiresIn: this.tokenLifetimeSeconds };
  }

  /** A token is valid when this simulator issued it, it has not expired and no scenario expires it. */
  isTokenValid(token: string, endpoint: EndpointName): boolean {
    if (this.hasScenario('expired-token', endpoint)) return false;
    const entry = this.state.tokens.find((candidate) => candidate.token === token);
    return entry !== undefined && entry.exp * 1000 > this.now();
  }

  /** Makes a token invalid at once, as an expiry or a revocation upstream would. */
  revokeToken(token: string): void {
    this.state.tokens = this.state.tokens.filter((entry) => entry.token !== token);
  }

  startExecution(computerId: string, robotId: string, variables: readonly RunVariable[] | null): string {
    this.state.sequence += 1;
    const queuedAt = this.now();
    const id = executionId(queuedAt, this.state.sequence);
    this.state.executions.push({ id, computerId, robotId, variables: variables && [...variables], queuedAt });
    return id;
  }

  private findExecution(computerId: string, id: string): ExecutionRecord | undefined {
    return this.state.executions.find((record) => record.id === id && record.computerId === computerId);
  }

  /** The result (spec 2.6) now, or `undefined` when no such execution exists on that Runtime. */
  executionResult(computerId: string, id: string): ExecutionResult | undefined {
    const record = this.findExecution(computerId, id);
    return record && executionView(record, this.timing, this.now());
  }

  /** Only a queued (PENDENT) execution can be deleted; it is then gone. */
  deleteExecution(computerId: string, id: string): DeleteOutcome {
    const record = this.findExecution(computerId, id);
    if (record === undefined) return 'not-found';
    if (!isPendent(record, this.timing, this.now())) return 'not-queued';
    this.state.executions = this.state.executions.filter((candidate) => candidate !== record);
    return 'deleted';
  }

  // --- reporting ----------------------------------------------------------------------------------

  recordRpa(record: RpaRecord): void {
    this.state.rpaRecords.push(record);
  }

  recordVolumetry(record: VolumetryRecord): void {
    this.state.volumetryRecords.push(record);
  }

  /** Creates or edits by name, compared without case (spec-gaps.ts `upsertKeyRule`). */
  upsertSupplier(request: SupplierRequest): SupplierResponse {
    const name = request.name.trim();
    const existing = this.state.suppliers.find((supplier) => sameName(supplier.name, name));
    if (existing !== undefined) {
      Object.assign(existing, { name, type: request.type, hourValue: request.hourValue });
      return { ...existing };
    }
    const created = {
      idSupplier: this.state.nextSupplierId,
      name,
      type: request.type,
      hourValue: request.hourValue,
    };
    this.state.nextSupplierId += 1;
    this.state.suppliers.push({ ...created, standard: false });
    return { ...created, standard: false };
  }

  /** Creates or edits by title, compared without case; reports which of the two happened. */
  upsertJobPosition(position: JobPosition): 'created' | 'updated' {
    const title = position.title.trim();
    const existing = this.state.jobPositions.find((candidate) => sameName(candidate.title, title));
    if (existing !== undefined) {
      Object.assign(existing, { title, hourValue: position.hourValue });
      return 'updated';
    }
    this.state.jobPositions.push({ title, hourValue: position.hourValue });
    return 'created';
  }

  get suppliers(): readonly SupplierResponse[] {
    return this.state.suppliers.map((supplier) => ({ ...supplier }));
  }
  get jobPositions(): readonly JobPosition[] {
    return this.state.jobPositions.map((position) => ({ ...position }));
  }
  get rpaRecords(): readonly RpaRecord[] {
    return [...this.state.rpaRecords];
  }
  get volumetryRecords(): readonly VolumetryRecord[] {
    return [...this.state.volumetryRecords];
  }

  // --- request log, scenarios, mock session ---------------------------------------------------------

  logRequest(entry: Omit<ReceivedRequest, 'at'>): void {
    this.state.requests.push({ ...entry, at: this.now() });
    if (this.state.requests.length > this.requestLogSize) this.state.requests.shift();
  }

  /** Every request received, oldest first, with the headers and body as they arrived. */
  get receivedRequests(): readonly ReceivedRequest[] {
    return [...this.state.requests];
  }

  clearReceivedRequests(): void {
    this.state.requests = [];
  }

  /** Switches scenarios on (one or several; they replace the previous ones) or off with `null`. */
  setScenario(input: ScenarioInput): void {
    const list: readonly Scenario[] = input === null ? [] : Array.isArray(input) ? input : [input];
    this.state.scenarios = list.map((scenario) => scenarioSchema.parse(scenario));
  }

  get scenarios(): readonly Scenario[] {
    return [...this.state.scenarios];
  }

  /** The first active scenario of that kind for the endpoint. */
  scenarioFor(kind: ScenarioKind, endpoint: EndpointName): Scenario | undefined {
    return this.state.scenarios.find(
      (scenario) => scenario.kind === kind && scenarioApplies(scenario, endpoint),
    );
  }

  hasScenario(kind: ScenarioKind, endpoint: EndpointName): boolean {
    return this.scenarioFor(kind, endpoint) !== undefined;
  }

  get mockSession(): MockSession | null {
    return this.state.session && { ...this.state.session };
  }

  set mockSession(session: MockSession | null) {
    this.state.session = session && { ...session };
  }

  // --- persistence ---------------------------------------------------------------------------------

  /** The whole state as plain JSON (options such as the clock and the API key are not state). */
  snapshot(): SimulatorSnapshot {
    return structuredClone(this.state);
  }

  /** Replaces the state with a snapshot (an object or its JSON text); throws a clear error if corrupt. */
  restore(json: unknown): void {
    let value = json;
    if (typeof json === 'string') {
      try {
        value = JSON.parse(json);
      } catch {
        throw new Error('Cannot restore the simulator: the stored state is not JSON.');
      }
    }
    const parsed = snapshotSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? 'state' : issue.path.join('.');
      throw new Error(`Cannot restore the simulator: ${where}: ${issue?.message ?? 'invalid'}`);
    }
    this.state = parsed.data;
  }
}
