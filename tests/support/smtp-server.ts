import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (the smtp-server package) on loopback for the tests that follow an e-mail
 * all the way out: the mailer talks SMTP to it as it would to the co-op's provider. It keeps
 * every message it accepted, parsed, and refuses for good (550) the addresses it is told to. With
 * `answerAfterMs` it is a slow provider: each message is answered (250) only after that long.
 */
export type LoopbackSmtp = {
  url: string;
  messages: ParsedMail[];
  refuse: Set<string>;
  close: () => Promise<void>;
};

export async function startLoopbackSmtp(
  listenPort = 0,
  { answerAfterMs = 0 }: { answerAfterMs?: number } = {},
): Promise<LoopbackSmtp> {
  const messages: ParsedMail[] = [];
  const refuse = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    // No reverse DNS lookup of 127.0.0.1 for every connection.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        const error = Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (answerAfterMs === 0) {
            messages.push(mail);
            callback();
            return;
          }
          setTimeout(() => {
            messages.push(mail);
            callback();
          }, answerAfterMs);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    refuse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a message was sent to (the To header), lower-cased. */
export function recipientsOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? "").toLowerCase()));
}
