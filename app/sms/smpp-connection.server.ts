import { EventEmitter } from "node:events";
import smpp, { type PDU, type Session } from "smpp";
import type { SmsConfig } from "~/platform/env.server";
import { logger } from "~/platform/logger.server";

/**
 * One bound transceiver session with the aggregator (decision 0076): it sends our submit_sm and
 * receives their deliver_sm (delivery receipts and replies) on the same connection. It keeps
 * itself alive with enquire_link and, when the connection drops or the bind is refused,
 * connects again after a back-off that doubles from `minBackoffMs` to `maxBackoffMs` (reset by
 * a successful bind).
 *
 * Events: 'bound' (after each successful bind), 'unbound' (the session is gone).
 */

/** An answer from the aggregator with a command_status other than 0. */
export class SmppStatusError extends Error {
  constructor(
    readonly command: string,
    readonly status: number,
  ) {
    super(`${command} refused by the SMS aggregator: command_status 0x${status.toString(16).padStart(8, "0")}`);
    this.name = "SmppStatusError";
  }
}

/** No answer in time, or the connection went away before the answer came. */
export class SmppUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmppUnavailableError";
  }
}

export type SmppConnectionOptions = {
  config: Pick<SmsConfig, "host" | "port" | "tls" | "systemId" | "password" | "systemType">;
  /** Called for every deliver_sm; answered with deliver_sm_resp once it resolves (a temporary error if it throws). */
  onDeliver: (pdu: PDU) => Promise<void>;
  enquireLinkMs?: number;
  responseTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
};

export class SmppConnection extends EventEmitter {
  private session: Session | null = null;
  private bound = false;
  private stopped = false;
  private backoffMs: number;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private keepAlive: NodeJS.Timeout | undefined;
  private readonly pending = new Map<Session, Set<(error: Error) => void>>();

  constructor(private readonly options: SmppConnectionOptions) {
    super();
    this.backoffMs = options.minBackoffMs ?? 1000;
  }

  private get timeoutMs() {
    return this.options.responseTimeoutMs ?? 30_000;
  }

  isBound(): boolean {
    return this.bound;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  /** Resolves once bound (at once if already); rejects when the connection is stopped first. */
  whenBound(): Promise<void> {
    if (this.bound) return Promise.resolve();
    if (this.stopped) return Promise.reject(new SmppUnavailableError("The SMPP connection is stopped"));
    return new Promise((resolve, reject) => {
      const onBound = () => {
        this.off("stopped", onStopped);
        resolve();
      };
      const onStopped = () => {
        this.off("bound", onBound);
        reject(new SmppUnavailableError("The SMPP connection is stopped"));
      };
      this.once("bound", onBound);
      this.once("stopped", onStopped);
    });
  }

  private connect(): void {
    if (this.stopped) return;
    const { config } = this.options;
    const session = smpp.connect({
      host: config.host,
      port: config.port,
      tls: config.tls,
      ...(config.tls ? { servername: config.host } : {}),
    });
    this.session = session;
    this.pending.set(session, new Set());
    session.on(config.tls ? "secureConnect" : "connect", () => this.bind(session));
    // Without a listener an 'error' event would throw; the 'close' that follows reconnects.
    session.on("error", (error: Error) => {
      logger.warn("SMPP connection error", { host: config.host, error: error.message });
    });
    session.on("close", () => this.onClose(session));
    session.on("deliver_sm", (pdu: PDU) => this.onDeliver(session, pdu));
    session.on("enquire_link", (pdu: PDU) => session.send(pdu.response()));
    session.on("unbind", (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
  }

  private bind(session: Session): void {
    const { config } = this.options;
    this.request(session, "bind_transceiver", {
      system_id: config.systemId,
      password: config.password,
      system_type: config.systemType,
      interface_version: 0x34,
    })
      .then(() => {
        if (this.session !== session || this.stopped) return;
        this.bound = true;
        this.backoffMs = this.options.minBackoffMs ?? 1000;
        this.startKeepAlive(session);
        logger.info("SMPP session bound", { host: config.host, port: config.port });
        this.emit("bound");
      })
      .catch((error: Error) => {
        logger.error("SMPP bind failed", { host: config.host, error: error.message });
        session.destroy();
      });
  }

  private startKeepAlive(session: Session): void {
    clearInterval(this.keepAlive);
    this.keepAlive = setInterval(() => {
      this.request(session, "enquire_link", {}).catch(() => {
        logger.warn("SMPP enquire_link unanswered: reconnecting");
        session.destroy();
      });
    }, this.options.enquireLinkMs ?? 30_000);
    this.keepAlive.unref();
  }

  private onClose(session: Session): void {
    for (const fail of this.pending.get(session) ?? []) fail(new SmppUnavailableError("The SMPP connection closed"));
    this.pending.delete(session);
    if (this.session !== session) return;
    clearInterval(this.keepAlive);
    this.session = null;
    const wasBound = this.bound;
    this.bound = false;
    if (wasBound) this.emit("unbound");
    if (this.stopped) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, this.options.maxBackoffMs ?? 60_000);
    logger.info("SMPP reconnecting", { inMs: delay });
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
    this.reconnectTimer.unref();
  }

  private onDeliver(session: Session, pdu: PDU): void {
    this.options
      .onDeliver(pdu)
      .then(() => session.send(pdu.response()))
      .catch((error: unknown) => {
        logger.error("Could not store an incoming SMS or receipt; the aggregator will retry", {
          error: error instanceof Error ? error.message : String(error),
        });
        session.send(pdu.response({ command_status: smpp.ESME_RX_T_APPN }));
      });
  }

  /** Sends one request and resolves with its response, or rejects on a refusal, a timeout or a closed connection. */
  private request(
    session: Session,
    command: "bind_transceiver" | "enquire_link" | "submit_sm",
    fields: Record<string, unknown>,
  ): Promise<PDU> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(session);
      if (!waiting) {
        reject(new SmppUnavailableError("The SMPP connection is not open"));
        return;
      }
      let timer: NodeJS.Timeout | undefined;
      const settle = () => {
        clearTimeout(timer);
        waiting.delete(fail);
      };
      const fail = (error: Error) => {
        settle();
        reject(error);
      };
      waiting.add(fail);
      timer = setTimeout(
        () => fail(new SmppUnavailableError(`No answer to ${command} within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
      timer.unref();
      const written = session[command](fields, (response: PDU) => {
        settle();
        if (response.command_status === 0) resolve(response);
        else reject(new SmppStatusError(command, response.command_status));
      });
      if (!written) fail(new SmppUnavailableError("The SMPP connection is not writable"));
    });
  }

  /** Submits one PDU over the bound session; resolves with the aggregator's message id. */
  async submit(fields: Record<string, unknown>): Promise<string> {
    const session = this.session;
    if (!session || !this.bound) throw new SmppUnavailableError("The SMPP session is not bound");
    const response = await this.request(session, "submit_sm", fields);
    return String(response.message_id ?? "");
  }

  /** Unbinds politely (briefly), closes, and stops reconnecting. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    clearInterval(this.keepAlive);
    this.emit("stopped");
    const session = this.session;
    if (!session || session.socket.destroyed) return;
    const closed = new Promise<void>((resolve) => session.socket.once("close", () => resolve()));
    if (this.bound) {
      session.unbind({}, () => {
        logger.info("SMPP session unbound", { host: this.options.config.host });
        session.close();
      });
      setTimeout(() => session.destroy(), 500).unref();
    } else {
      session.destroy();
    }
    await closed;
  }
}
