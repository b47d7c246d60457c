import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software authenticator (an ES256 key, « none » attestation), so that the real verification of
 * @simplewebauthn/server runs on what a browser would send: its answers are built byte by byte as WebAuthn says.
 * `counter: "zero"` is a key whose signature counter stays 0, as most platform passkeys' do (the library can then
 * tell nothing from the counter: an answer sent twice looks the same as a new one).
 */
export function softwareKey(userHandle: string, { counter: counting = "increasing" }: { counter?: "increasing" | "zero" } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const id = randomBytes(16).toString("base64url");
  const coseKey = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
  ]);
  const rpIdHash = (rpID: string) => createHash("sha256").update(rpID).digest();
  const counterBytes = (counter: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  let counter = 0;
  return {
    id,
    register(challenge: string, rpID: string, origin: string) {
      const idBytes = Buffer.from(id, "base64url");
      const length = Buffer.alloc(2);
      length.writeUInt16BE(idBytes.length);
      const authData = Buffer.concat([
        rpIdHash(rpID),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(counter),
        Buffer.alloc(16),
        length,
        idBytes,
        Buffer.from(isoCBOR.encode(coseKey)),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: clientData("webauthn.create", challenge, origin).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    assert(challenge: string, rpID: string, origin: string) {
      if (counting === "increasing") counter += 1;
      const authData = Buffer.concat([rpIdHash(rpID), Buffer.from([0x05]), counterBytes(counter)]);
      const clientDataJSON = clientData("webauthn.get", challenge, origin);
      const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]), privateKey);
      return {
        id,
        rawId: id,
        type: "public-key",
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authData.toString("base64url"),
          signature: signature.toString("base64url"),
          userHandle: Buffer.from(userHandle).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
