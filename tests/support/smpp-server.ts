import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import smpp, { type PDU, type Server, type Session } from "smpp";

/**
 * A real SMPP server (the smpp package's own server) on loopback for the tests that follow an SMS
 * all the way out, as tests/support/smtp-server.ts does for e-mail: the shop binds to it as a
 * transceiver, submits, and receives delivery receipts and replies from it as it would from the
 * co-op's aggregator. It keeps every submit_sm it accepted, decoded, and can go away and come
 * back on the same port.
 */
export type Submitted = {
  messageId: string;
  to: string;
  from: string;
  sourceTon: number;
  dataCoding: number;
  esmClass: number;
  registeredDelivery: number;
  /** The user data header's elements (e.g. [0x00, 0x03, ref, total, seq]), or null. */
  udh: number[] | null;
  text: string;
};

export type LoopbackSmpp = {
  url: string;
  submits: Submitted[];
  /** Successful binds so far. */
  binds: () => number;
  /** enquire_link requests received so far. */
  enquireLinks: () => number;
  /** unbind requests received so far (a shop stopping cleanly sends one). */
  unbinds: () => number;
  /** Sessions bound now. */
  boundSessions: () => number;
  /** A delivery receipt for one of the ids it gave; resolves with the shop's command_status. */
  sendReceipt: (messageId: string, stat: string, err?: string) => Promise<number>;
  /** A reply from a phone; resolves with the shop's command_status (once the shop has stored it). */
  sendInbound: (from: string, text: string) => Promise<number>;
  /**
   * Called with each accepted submit_sm before it is answered, and waited for: a test can make
   * something happen between two parts of a long SMS (a reply arriving), as on a real network.
   */
  beforeAnswer: ((submitted: Submitted) => Promise<void> | void) | null;
  /** The server goes away: every session dropped, nothing listening. */
  goAway: () => Promise<void>;
  /** Listening again on the same port. */
  comeBack: () => Promise<void>;
  close: () => Promise<void>;
};

export const SMPP_SYSTEM_ID = "donkerhoek";
export const SMPP_PASSWORD = "s3cret";

export async function startLoopbackSmpp(fixedPort = 0): Promise<LoopbackSmpp> {
  const submits: Submitted[] = [];
  const bound = new Set<Session>();
  let binds = 0;
  let enquireLinks = 0;
  let unbinds = 0;
  let server: Server;
  let port = fixedPort;

  const onSession = (session: Session) => {
    session.on("error", () => {});
    session.on("close", () => bound.delete(session));
    session.on("bind_transceiver", (pdu: PDU) => {
      if (pdu.system_id !== SMPP_SYSTEM_ID || pdu.password !== SMPP_PASSWORD) {
        session.send(pdu.response({ command_status: smpp.ESME_RINVPASWD }));
        return;
      }
      binds++;
      bound.add(session);
      session.send(pdu.response({ system_id: "loopback" }));
    });
    session.on("enquire_link", (pdu: PDU) => {
      enquireLinks++;
      session.send(pdu.response());
    });
    session.on("unbind", (pdu: PDU) => {
      unbinds++;
      bound.delete(session);
      session.send(pdu.response());
      session.close();
    });
    session.on("submit_sm", (pdu: PDU) => {
      const messageId = randomBytes(6).toString("hex");
      const body = pdu.short_message as { message?: unknown; udh?: Buffer[] };
      const submitted: Submitted = {
        messageId,
        to: String(pdu.destination_addr),
        from: String(pdu.source_addr),
        sourceTon: Number(pdu.source_addr_ton),
        dataCoding: Number(pdu.data_coding),
        esmClass: Number(pdu.esm_class),
        registeredDelivery: Number(pdu.registered_delivery),
        udh: body.udh?.[0] ? [...body.udh[0]] : null,
        text: typeof body.message === "string" ? body.message : String(body.message),
      };
      submits.push(submitted);
      const answer = () => session.send(pdu.response({ message_id: messageId }));
      const hook = loopback.beforeAnswer;
      if (!hook) answer();
      else
        Promise.resolve()
          .then(() => hook(submitted))
          .finally(answer);
    });
  };

  const listen = async () => {
    server = smpp.createServer({}, onSession);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
    port = (server.address() as AddressInfo).port;
  };
  await listen();

  const deliver = (fields: Record<string, unknown>) => {
    const session = [...bound][0];
    if (!session) return Promise.reject(new Error("No bound session to deliver to"));
    return new Promise<number>((resolve) => {
      session.deliver_sm(fields, (response: PDU) => resolve(response.command_status));
    });
  };

  const goAway = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const session of server.sessions.slice()) session.destroy();
    await closed;
  };

  const loopback: LoopbackSmpp = {
    url: `smpp://${SMPP_SYSTEM_ID}:${SMPP_PASSWORD}@127.0.0.1:${port}`,
    submits,
    binds: () => binds,
    enquireLinks: () => enquireLinks,
    unbinds: () => unbinds,
    boundSessions: () => bound.size,
    sendReceipt: (messageId, stat, err = stat === "DELIVRD" ? "000" : "001") =>
      deliver({
        source_addr: "27821234567",
        destination_addr: "Donkerhoek",
        esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
        short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2611251012 done date:2611251013 stat:${stat} err:${err} text:`,
      }),
    sendInbound: (from, text) =>
      deliver({ source_addr: from, destination_addr: "Donkerhoek", esm_class: 0, short_message: text }),
    goAway,
    comeBack: listen,
    close: async () => {
      if (server.listening) await goAway();
    },
    beforeAnswer: null,
  };
  return loopback;
}
