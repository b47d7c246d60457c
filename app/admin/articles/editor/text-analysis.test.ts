import { describe, expect, it } from "vitest";
import { analyseText, countSyllables, sentencesOf } from "./text-analysis";

const base = { title: "", tone: "professional" as const, wordTarget: 1000, keywords: [] };

describe("countSyllables (an approximation on vowel groups)", () => {
  it.each([
    ["chat", 1],
    ["jardin", 2],
    ["joue", 1], // "oue" is one group
    ["porte", 1], // silent final e
    ["portes", 1], // silent final es
    ["année", 2], // é is heard
    ["parlent", 1], // silent verb ending
    ["moment", 2], // -ment is heard
    ["souvent", 2], // listed: -ent heard
    ["chaque", 1], // the u of qu is not heard
    ["guide", 1], // nor the u of gui
    ["internationalisation", 8],
    ["2025", 1], // no vowel: one syllable
  ])("%s has %i", (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });
});

describe("sentencesOf", () => {
  it("ends sentences at . ! ? … followed by a space, after closing guillemets, and at block edges", () => {
    expect(sentencesOf("Il dit\u00a0: «\u00a0Bonjour\u00a0!\u00a0» Puis il part. Prix\u00a0: 2.5 €… Fin\nTitre")).toEqual([
      "Il dit\u00a0: «\u00a0Bonjour\u00a0!\u00a0»",
      "Puis il part.",
      "Prix\u00a0: 2.5 €…",
      "Fin",
      "Titre",
    ]);
  });
});

describe("analyseText on known texts", () => {
  it("measures a two-sentence text worked out by hand", () => {
    // 9 words in 2 sentences (3 + 6). Syllables by the rules above: le 1, chat 1, dort 1, le 1, chien 1, joue 1,
    // dans 1, le 1, jardin 2 = 10. Kandel & Moles: 207 − 1.015 × 9/2 − 73.6 × 10/9 = 207 − 4.5675 − 81.7778 = 120.65.
    const analysis = analyseText({ ...base, html: "<p>Le chat dort. Le chien joue dans le jardin.</p>" });
    expect(analysis.readability).toEqual({ score: 120.7, level: "Très facile", words: 9, syllables: 10 });
    expect(analysis.sentences).toBe(2);
    expect(analysis.averageSentenceLength).toBe(4.5);
    expect(analysis.longestSentence).toEqual({ text: "Le chien joue dans le jardin.", words: 6 });
    expect(analysis.words).toBe(9);
    expect(analysis.passiveHints).toEqual([]);
    expect(analysis.fillers).toEqual([]);
  });

  // Blocks and sentences: "Vendre en ligne" (3 words) | "Vous vendez sur WhatsApp ?" (4) | "Vos clients sont très
  // pressés." (5) | "Le site est mis à jour chaque semaine par notre équipe." (11) | "En fait, un bon site vend
  // vraiment plus." (8) | "Un site rapide rassure les clients !" (6): 37 words, 6 sentences.
  // Syllables: 3 (vendre 1, en 1, ligne 1) + 6 (vous 1, vendez 2, sur 1, whatsapp 2) + 6 (vos, clients, sont, très 1
  // each, pressés 2) + 13 (chaque 1, semaine 2, équipe 2, the eight others 1) + 9 (vraiment 2, the seven others 1)
  // + 8 (rapide 2, rassure 2, the four others 1) = 45.
  // 207 − 1.015 × 37/6 − 73.6 × 45/37 = 207 − 6.2592 − 89.5135 = 111.23.
  const shop =
    "<h2>Vendre en ligne</h2><p>Vous vendez sur WhatsApp ? Vos clients sont très pressés. Le site est mis à jour chaque " +
    "semaine par notre équipe.</p><p>En fait, un bon site vend vraiment plus. Un site rapide rassure les clients !</p>";

  it("measures a second text worked out by hand", () => {
    const analysis = analyseText({ ...base, html: shop, tone: "conversational", wordTarget: 500 });
    expect(analysis.readability).toEqual({ score: 111.2, level: "Très facile", words: 37, syllables: 45 });
    expect(analysis.sentences).toBe(6);
    expect(analysis.averageSentenceLength).toBe(6.2);
    expect(analysis.longestSentence).toEqual({ text: "Le site est mis à jour chaque semaine par notre équipe.", words: 11 });
    expect(analysis.passiveHints).toEqual(["sont très pressés", "est mis"]);
    expect(analysis.fillers).toEqual([
      { word: "vraiment", count: 1 },
      { word: "très", count: 1 },
      { word: "en fait", count: 1 },
    ]);
    expect(analysis.repetitions).toEqual([{ word: "site", count: 3 }]);
    // The editor's count: 37 words plus the lone "?" and "!" = 39 tokens; 39 / 500 = 7.8 %.
    expect(analysis.target).toEqual({ words: 39, target: 500, difference: -461, percent: 8 });
    // 1 question in 6 sentences = 17 %; vous + vos = 2 in 37 words = 5.4 per 100 words; 6.2 words a sentence.
    expect(analysis.tone.checks.map((check) => [check.signal, check.measured, check.ok])).toEqual([
      ["questions", 17, true],
      ["address", 5.4, true],
      ["sentenceLength", 6.2, true],
    ]);
    expect(analysis.tone.matched).toBe(3);
  });

  it("presents the analysis as ordered French steps with the real numbers", () => {
    const analysis = analyseText({ ...base, html: shop, tone: "conversational", wordTarget: 500, keywords: ["site"], title: "Vendre" });
    expect(analysis.steps.map((step) => step.title)).toEqual([
      "Lisibilité",
      "Phrases",
      "Voix passive",
      "Mots de remplissage",
      "Répétitions",
      "Mots-clés",
      "Objectif de longueur",
      "Ton",
    ]);
    const findings = Object.fromEntries(analysis.steps.map((step) => [step.id, step.findings.join(" ")]));
    expect(findings.readability).toContain("111,2, niveau «\u00a0Très facile\u00a0»");
    expect(findings.readability).toContain("37\u00a0mots, 6\u00a0phrases et 45\u00a0syllabes");
    expect(findings.sentences).toContain("Phrase la plus longue (11\u00a0mots)");
    expect(findings.passive).toContain("«\u00a0sont très pressés\u00a0», «\u00a0est mis\u00a0»");
    expect(findings.fillers).toContain("3\u00a0mots de remplissage possibles");
    // The keyword is left out of the repetitions.
    expect(findings.repetitions).toBe("Aucun mot porteur de sens n'est employé 3 fois ou plus (mots-outils et mots-clés exclus).");
    // 3 × 1 / 39 = 7.7 %, and "site" is not in the title "Vendre".
    expect(findings.keywords).toBe(
      "«\u00a0site\u00a0»\u00a0: 3\u00a0occurrences, densité de 7,7\u00a0% (conseil\u00a0: 2 à 3\u00a0%). Remplacez quelques occurrences par des synonymes. Il n'apparaît pas dans le titre.",
    );
    expect(findings.target).toBe("39\u00a0mots pour un objectif de 500\u00a0: 8\u00a0% de l'objectif. Il manque 461\u00a0mots.");
    expect(findings.tone).toContain("Ton choisi\u00a0: Conversationnel. 3\u00a0signaux mesurés sur 3 correspondent à ce ton.");
  });

  it("gives a very hard text a negative score", () => {
    // 3 words, 1 sentence, 8 + 6 + 7 = 21 syllables: 207 − 3.045 − 73.6 × 7 = −311.245.
    const analysis = analyseText({ ...base, html: "<p>Internationalisation considérablement institutionnalisée.</p>" });
    expect(analysis.readability).toEqual({ score: -311.2, level: "Très difficile", words: 3, syllables: 21 });
  });

  it("says there is not enough text rather than inventing numbers", () => {
    const analysis = analyseText({ ...base, html: "<p></p>" });
    expect(analysis.readability).toBeNull();
    expect(analysis.longestSentence).toBeNull();
    expect(analysis.steps.find((step) => step.id === "readability")?.findings).toEqual(["Pas assez de texte pour cette mesure."]);
    expect(analysis.target).toEqual({ words: 0, target: 1000, difference: -1000, percent: 0 });
  });
});

describe("tone fit", () => {
  it("flags what a professional tone does not expect: tutoiement, first person, exclamations, short sentences", () => {
    const html = "<p>Tu vas adorer mon offre ! Je te la donne. Viens vite !</p>";
    const checks = analyseText({ ...base, html }).tone.checks;
    expect(checks.map((check) => [check.signal, check.ok])).toEqual([
      ["tu", false],
      ["je", false],
      ["exclamations", false],
      ["sentenceLength", false],
    ]);
    // tu + te = 2 in 11 words = 18.2 per 100; 2 exclamations in 3 sentences = 67 %.
    expect(checks[0]?.measured).toBe(18.2);
    expect(checks[2]?.measured).toBe(67);
  });

  it("finds the steps, examples and instructions an educational text needs", () => {
    const html =
      "<p>D'abord, choisissez un réseau. Ensuite, publiez chaque jour.</p><ol><li>Notez vos idées.</li></ol>" +
      "<p>Par exemple, une boutique de pagnes publie ses nouveautés.</p>";
    const tone = analyseText({ ...base, html, tone: "educational" }).tone;
    expect(tone.checks.map((check) => [check.signal, check.measured, check.ok])).toEqual([
      ["steps", 3, true], // d'abord, ensuite and one ordered list
      ["examples", 1, true],
      ["imperatives", 1, true], // "Notez" opens its sentence
      ["sentenceLength", 5, true], // 20 words in 4 sentences
    ]);
  });

  it("finds figures and hedges for an authoritative tone", () => {
    const html = "<p>Les ventes ont progressé de 30 % en 2025. Il semble que ce soit probablement durable.</p>";
    const checks = analyseText({ ...base, html, tone: "authoritative" }).tone.checks;
    expect(checks.find((check) => check.signal === "figures")).toMatchObject({ measured: 2, ok: true });
    expect(checks.find((check) => check.signal === "hedges")).toMatchObject({ ok: false });
  });
});
