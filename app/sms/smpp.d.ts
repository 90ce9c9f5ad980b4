// The smpp package ships no types: the part of its API the shop and its tests use.
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer, Socket } from "node:net";

  type Fields = Record<string, unknown>;
  type ResponseCallback = (pdu: PDU) => void;

  export class PDU {
    constructor(command: string, options?: Fields);
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: Fields): PDU;
  }

  export class Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, responseCallback?: ResponseCallback, sendCallback?: ResponseCallback): boolean;
    bind_transceiver(options: Fields, responseCallback?: ResponseCallback): boolean;
    submit_sm(options: Fields, responseCallback?: ResponseCallback): boolean;
    deliver_sm(options: Fields, responseCallback?: ResponseCallback): boolean;
    enquire_link(options?: Fields, responseCallback?: ResponseCallback): boolean;
    unbind(options?: Fields, responseCallback?: ResponseCallback): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
  }

  export class Server extends NetServer {
    sessions: Session[];
  }

  export function createServer(options: Fields, listener?: (session: Session) => void): Server;
  export function connect(
    options: { host: string; port: number; tls?: boolean; servername?: string },
    listener?: () => void,
  ): Session;

  export const ESM_CLASS: { MC_DELIVERY_RECEIPT: number; UDH_INDICATOR: number };
  export const ESME_ROK: number;
  export const ESME_RTHROTTLED: number;
  export const ESME_RMSGQFUL: number;
  export const ESME_RSYSERR: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RX_T_APPN: number;
}
