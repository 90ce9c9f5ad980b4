import { isDeliveryReceipt, parseDeliveryReceipt } from "./delivery-receipt";

const text = (stat: string, err = "000") =>
  `id:7a1b2c sub:001 dlvrd:001 submit date:2611251012 done date:2611251013 stat:${stat} err:${err} text:Your order`;

describe("delivery receipts", () => {
  it("knows a receipt by its esm_class", () => {
    expect(isDeliveryReceipt(0x04)).toBe(true);
    expect(isDeliveryReceipt(0x44)).toBe(true);
    expect(isDeliveryReceipt(0x00)).toBe(false);
    expect(isDeliveryReceipt(0x40)).toBe(false);
  });

  it("reads the message id and the outcome from the text", () => {
    expect(parseDeliveryReceipt({ text: text("DELIVRD") })).toEqual({
      messageId: "7a1b2c",
      state: "DELIVRD",
      outcome: "delivered",
      error: null,
    });
    expect(parseDeliveryReceipt({ text: text("UNDELIV", "001") })).toEqual({
      messageId: "7a1b2c",
      state: "UNDELIV",
      outcome: "failed",
      error: "UNDELIV (err 001)",
    });
    expect(parseDeliveryReceipt({ text: text("EXPIRED") })?.outcome).toBe("failed");
    expect(parseDeliveryReceipt({ text: text("ENROUTE") })?.outcome).toBe("pending");
  });

  it("prefers the optional fields receipted_message_id and message_state", () => {
    expect(parseDeliveryReceipt({ text: text("DELIVRD"), receiptedMessageId: "other", messageState: 5 })).toMatchObject(
      {
        messageId: "other",
        state: "UNDELIV",
        outcome: "failed",
      },
    );
    expect(parseDeliveryReceipt({ text: "", receiptedMessageId: "abc", messageState: 2 })).toMatchObject({
      messageId: "abc",
      outcome: "delivered",
    });
  });

  it("gives nothing for a text that is not a receipt", () => {
    expect(parseDeliveryReceipt({ text: "Thanks, see you Saturday" })).toBeNull();
  });
});
