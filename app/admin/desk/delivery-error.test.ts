import { describe, expect, it } from "vitest";
import { deliveryErrorInFrench } from "./delivery-error";

describe("deliveryErrorInFrench", () => {
  it("reads the outbox's technical messages for the staff", () => {
    expect(deliveryErrorInFrench("HTTP 500")).toBe("Le service destinataire a rencontré une erreur (code 500)\u00a0; il sera réessayé.");
    expect(deliveryErrorInFrench("HTTP 404")).toContain("a refusé l'envoi (code 404)");
    expect(deliveryErrorInFrench("fetch failed: connect ECONNREFUSED 127.0.0.1:47013")).toContain("n'a pas accepté la connexion");
    expect(deliveryErrorInFrench("fetch failed: getaddrinfo ENOTFOUND hooks.exemple.cm")).toContain("introuvable");
    expect(deliveryErrorInFrench("The operation was aborted due to timeout")).toBe("Le service destinataire n'a pas répondu à temps.");
    expect(deliveryErrorInFrench("Invalid login: 535 Authentication failed")).toContain("identifiant ou le mot de passe");
    expect(deliveryErrorInFrench("no sender for channel email: is it still configured?")).toBe(
      "Ce canal n'est plus configuré sur le serveur.",
    );
    expect(deliveryErrorInFrench("quelque chose d'autre")).toBe("L'envoi a échoué.");
  });
});
