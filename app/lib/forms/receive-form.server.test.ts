import { describe, expect, it } from "vitest";
import { formAnswer, formTooLargeMessage, maxFormBytes, receiveForm } from "./receive-form.server";

let visitor = 0;
const ip = () => `203.0.113.${++visitor}`;
const post = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/contact", { method: "POST", headers: { "content-type": type }, body });

describe("receiving a public form", () => {
  it("reads the fields and removes control characters PostgreSQL would refuse", async () => {
    const received = await receiveForm(post("subject=Si%00te%07&message=Ligne%0D%0Asuivante%09ok"), ip());
    if ("status" in received) throw new Error("refused");
    expect(received.form.get("subject")).toBe("Site");
    expect(received.form.get("message")).toBe("Ligne\r\nsuivante\tok");
  });

  it("refuses a body over 32 KB, declared or streamed", async () => {
    const big = `message=${"a".repeat(maxFormBytes)}`;
    expect(await receiveForm(post(big), ip())).toEqual({ status: "refused", httpStatus: 413, message: formTooLargeMessage });
    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://localhost/contact", { method: "POST", body: streamed, duplex: "half" } as RequestInit);
    expect(await receiveForm(request, ip())).toMatchObject({ status: "refused", httpStatus: 413 });
  });

  it("reads a body that is not a form as an empty form", async () => {
    const received = await receiveForm(post('{"email":"a@b.cm"}', "application/json"), ip());
    expect("form" in received && [...received.form.keys()]).toEqual([]);
  });

  it("answers with the refusal's status, else the result's", () => {
    expect(formAnswer({ status: "refused", httpStatus: 413, message: formTooLargeMessage }, {}).init?.status).toBe(413);
    expect(formAnswer({ status: "sent" }, { sent: 200 }).init?.status).toBe(200);
    expect(formAnswer({ status: "invalid" }, { sent: 200, invalid: 400 }).init?.status).toBe(400);
  });
});
