import { describe, expect, it } from "vitest";
import { flowchartInWords } from "./flowchart-in-words";

describe("flowchartInWords", () => {
  it("tells a decision as its paths: a chain on one line, each answer on a line of its own", () => {
    const source = [
      "flowchart TD",
      "    A[Objection prix reçue] --> B[Remercier et poser une question]",
      "    B --> C{Budget ou valeur}",
      "    C -->|Doute sur la valeur| D[Arguments courts et une preuve]",
      "    C -->|Budget limité| E[Acompte ou offre allégée]",
      "    D --> F{Client convaincu}",
      "    E --> F",
      "    F -->|Oui| G[Confirmer commande et paiement]",
      "    F -->|Non| H[Relance courtoise puis laisser partir]",
    ].join("\n");
    expect(flowchartInWords(source)).toEqual([
      "Objection prix reçue → Remercier et poser une question → Budget ou valeur",
      "Budget ou valeur\u00a0: Doute sur la valeur → Arguments courts et une preuve → Client convaincu",
      "Budget ou valeur\u00a0: Budget limité → Acompte ou offre allégée → Client convaincu",
      "Client convaincu\u00a0: Oui → Confirmer commande et paiement",
      "Client convaincu\u00a0: Non → Relance courtoise puis laisser partir",
    ]);
  });

  it("tells a straight line as one path, and reads chained arrows, other shapes and the other arrow forms", () => {
    expect(flowchartInWords("flowchart LR\n  A[Reel] --> B(Clic) --> C([WhatsApp])\n  C -.-> D((Paiement))")).toEqual([
      "Reel → Clic → WhatsApp → Paiement",
    ]);
    expect(flowchartInWords("graph LR;\n  A[R&D]-->B[Essai];\n  %% un commentaire\n  B---C[Lancement];")).toEqual([
      "R&D → Essai → Lancement",
    ]);
    expect(flowchartInWords('graph TB\n  A{{"Prix ?"}} -- Oui --> B[[Vente]]\n  A ==>|Non| C')).toEqual([
      "Prix ?\u00a0: Oui → Vente",
      "Prix ?\u00a0: Non → C",
    ]);
  });

  it("gives up on anything it does not read, so that the source is shown instead", () => {
    expect(flowchartInWords("sequenceDiagram\n  A->>B: Bonjour")).toBeUndefined();
    expect(flowchartInWords("flowchart TD\n  subgraph Vente\n  A --> B\n  end")).toBeUndefined();
    expect(flowchartInWords("flowchart TD\n  A[Seul]")).toBeUndefined();
    expect(flowchartInWords("")).toBeUndefined();
  });
});
